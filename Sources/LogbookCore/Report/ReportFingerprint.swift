import LogbookAnalysis
import LogbookSupport

/// A run page's fingerprint: the SHA-256 of everything its page is drawn from but the
/// samples between its first and last (`RunRowBytes`): the report's version, what every
/// page shares (schema, athlete settings, gear, privacy zones), the digest of the run's stored rows, its
/// flags, its neighbours' links, and what its load is computed from (the heart rate of
/// every live run in its window, `ShownRunLoad.window`). Reading it costs a few short
/// queries per run, not its samples.
public enum ReportFingerprint {
    /// The fingerprint of one run's page; `rows` is its rows' digest (`RunRowBytes.digests`).
    public static func page(
        shared: [UInt8], rows: String, flags: [String], previous: DayRun?, next: DayRun?, loadInputs: UInt64
    ) throws -> String {
        var bytes = shared
        append(text: rows, to: &bytes)
        for flag in flags { append(text: flag, to: &bytes) }
        for neighbour in [previous, next] { append(text: neighbour.map(describe) ?? "", to: &bytes) }
        append(loadInputs, to: &bytes)
        return try SHA256.hex(of: bytes)
    }

    /// What every page of a report shares: `version` (the renderer's), the stored `shared`
    /// rows (`RunRowBytes.sharedBytes`) and the privacy `zones`.
    public static func shared(version: String, rows: [UInt8], zones: [PrivacyZone]) -> [UInt8] {
        var bytes: [UInt8] = []
        append(text: version, to: &bytes)
        append(UInt64(rows.count), to: &bytes)
        bytes += rows
        for zone in zones {
            for value in [zone.latitude, zone.longitude, zone.radius] { append(value.bitPattern, to: &bytes) }
        }
        return bytes
    }

    /// For each run of `all` (every live run's heart rate, in start order), a digest of the
    /// heart rate of every run in its load's window (itself included): its load is
    /// computed from them alone. A sum of each run's digest over the window, so that all
    /// of them take one pass.
    public static func loadInputs(_ all: [RunHeartRate]) throws -> [Int64: UInt64] {
        var sums: [UInt64] = [0]
        sums.reserveCapacity(all.count + 1)
        for run in all { sums.append(sums[sums.count - 1] &+ (try digest(run))) }
        var windows: [Int64: UInt64] = [:]
        for run in all {
            let range = ShownRunLoad.inWindow(of: run, among: all)
            windows[run.runID] = sums[range.upperBound] &- sums[range.lowerBound]
        }
        return windows
    }

    /// A 64-bit digest of what a run's load reads of it.
    static func digest(_ run: RunHeartRate) throws -> UInt64 {
        var bytes: [UInt8] = []
        append(UInt64(bitPattern: run.runID), to: &bytes)
        append(UInt64(bitPattern: run.startUTC), to: &bytes)
        append(UInt64(bitPattern: Int64(run.utcOffset)), to: &bytes)
        append(run.span.bitPattern, to: &bytes)
        for value in [run.distance, run.movingSeconds] { append(value?.bitPattern ?? 0x7FF8_dead_0000_0001, to: &bytes) }
        for reading in run.readings {
            append(reading.bpm.bitPattern, to: &bytes)
            append(reading.seconds.bitPattern, to: &bytes)
        }
        let hex = try SHA256.hex(of: bytes)
        return UInt64(hex.prefix(16), radix: 16) ?? 0
    }

    /// A neighbour as its link shows it.
    static func describe(_ run: DayRun) -> String {
        "\(run.id) \(run.startUTC) \(run.utcOffset) \(run.sport) \(run.distance?.bitPattern ?? 0) \(run.name == nil ? "-" : "+")\(run.name ?? "")"
    }

    /// Appends `text`'s length and UTF-8 bytes.
    static func append(text: String, to bytes: inout [UInt8]) {
        append(UInt64(text.utf8.count), to: &bytes)
        bytes += text.utf8
    }

    /// Appends `value`'s eight bytes, least significant first.
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
