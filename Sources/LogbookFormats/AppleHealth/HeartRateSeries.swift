import LogbookSupport

/// Gathers one workout's heart-rate records as the export gives them (in file order, not
/// necessarily in time order) into a `Spool`, then sorts them into `HeartRateRecords`
/// without ever holding them all: records already in time order (what Apple writes) are
/// only made unique; others are sorted in runs of `runSize` and the runs merged, reading
/// `mergeChunk` records of each at a time.
///
/// Of records sharing an instant, the last in file order wins, as before.
final class HeartRateSeries {
    /// The records as appended.
    private let spool: Spool<HeartRateRecord>
    /// How the sorted records are kept.
    private let settings: SpoolSettings
    /// True while every record came at or after the one before.
    private(set) var inOrder = true
    private var lastTime = -Double.infinity

    /// How many records are sorted in memory at a time (262,144 by default: 4 MiB of them).
    let runSize: Int
    /// How many records each run of a merge reads at a time.
    static let mergeChunk = 256
    /// How many sorted runs the last `finish` merged (0 for records in time order), for tests.
    private(set) var mergedRunCount = 0

    /// An empty series whose spools keep `settings.memoryLimit` records in memory.
    init(_ settings: SpoolSettings, runSize: Int = 262_144) {
        self.settings = settings
        self.runSize = max(1, runSize)
        spool = Spool(settings)
    }

    /// True when some appended records wait in the temporary file.
    var hasSpilled: Bool { spool.hasSpilled }

    /// The number of records appended.
    var count: Int { spool.count }

    /// Appends a record.
    func append(_ record: HeartRateRecord) {
        if record.time < lastTime { inOrder = false }
        lastTime = max(lastTime, record.time)
        spool.append(record)
    }

    /// The records sorted by time, each instant once (the last in file order).
    func finish() -> HeartRateRecords {
        let sorted = inOrder ? spool : mergedRuns()
        let unique = Spool<HeartRateRecord>(settings)
        var pending: HeartRateRecord?
        sorted.read(0..<sorted.count) { values in
            for record in values {
                if let previous = pending, previous.time != record.time { unique.append(previous) }
                pending = record
            }
        }
        if let pending { unique.append(pending) }
        if let failure = spool.failure ?? sorted.failure { unique.fail(failure) }
        return HeartRateRecords(sorted: unique)
    }

    /// The records sorted by time, ties in file order: runs of `runSize` sorted in memory,
    /// then merged reading `mergeChunk` records of each run at a time.
    private func mergedRuns() -> Spool<HeartRateRecord> {
        let runs = Spool<HeartRateRecord>(settings)
        var bounds: [Range<Int>] = []
        var start = 0
        while start < spool.count {
            let end = min(spool.count, start + runSize)
            let values = spool.values(start..<end)
            let order = values.indices.sorted { (values[$0].time, $0) < (values[$1].time, $1) }
            let first = runs.count
            for index in order { runs.append(values[index]) }
            bounds.append(first..<runs.count)
            start = end
        }
        mergedRunCount = bounds.count
        let merged = Spool<HeartRateRecord>(settings)
        var heads = bounds.map { (next: $0.lowerBound, end: $0.upperBound, buffer: [HeartRateRecord](), at: 0) }
        func head(_ run: Int) -> HeartRateRecord? {
            if heads[run].at >= heads[run].buffer.count {
                guard heads[run].next < heads[run].end else { return nil }
                let upper = min(heads[run].end, heads[run].next + Self.mergeChunk)
                heads[run].buffer = runs.values(heads[run].next..<upper)
                heads[run].at = 0
                heads[run].next = upper
                if heads[run].buffer.isEmpty { return nil }
            }
            return heads[run].buffer[heads[run].at]
        }
        while true {
            var best: (run: Int, record: HeartRateRecord)?
            for run in heads.indices {
                // The earliest time; of equal times the earlier run, which is earlier in the file.
                if let record = head(run), record.time < (best?.record.time ?? .infinity) { best = (run, record) }
            }
            guard let best else { break }
            merged.append(best.record)
            heads[best.run].at += 1
        }
        if let failure = runs.failure { merged.fail(failure) }
        return merged
    }
}
