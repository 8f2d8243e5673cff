import Foundation
import LogbookModel

/// Turns the FIT times of one file into UTC seconds since 1970, including device-relative times.
///
/// Device-relative times (below 0x10000000, e.g. a Garmin FR70 without GPS) are placed by
/// the `activity` message: its `timestamp` is relative too, its `local_timestamp` is absolute
/// local wall-clock time, so `local_timestamp - timestamp` shifts every relative time to the
/// local wall clock. That wall clock has no zone:
/// - with a zone (the importer's `--tz`), the whole run is moved by that zone's offset at its
///   start, giving true UTC times; the run's offset is then the zone's, so local times match
///   the watch;
/// - without one, the wall-clock times are kept as if they were UTC and the reader states an
///   offset of 0, so local times (what a logbook's days, weeks and months are built on) still
///   match the watch while UTC is off by the runner's real offset.
/// Without an absolute `local_timestamp` relative times cannot be placed and stay untimed.
struct FITClock {
    /// Seconds that make a relative time the local wall-clock FIT time, when the file says.
    var relativeShift: Double?
    /// Seconds added to a shifted wall-clock time to make it UTC (0 without a zone).
    var wallClockCorrection: Double = 0
    /// True when some record or session time is device-relative.
    var hasRelativeTimes: Bool

    /// Reads the shift from `content`, and when `zone` is given the correction at the run's start.
    init(_ content: FITContent, zone: TimeZone?) {
        var firstRelative = Double.nan
        for session in content.sessions where FITTime.isRelative(session.startTime) {
            firstRelative = session.startTime
            break
        }
        if firstRelative.isNaN {
            for record in content.records where FITTime.isRelative(record.time) {
                firstRelative = record.time
                break
            }
        }
        hasRelativeTimes = !firstRelative.isNaN
        let timestamp = content.activityTimestamp, local = content.activityLocalTimestamp
        if FITTime.isRelative(timestamp), !local.isNaN, !FITTime.isRelative(local) {
            let shift = local - timestamp
            relativeShift = shift
            if let zone, hasRelativeTimes {
                let wallClock = FITTime.unix(firstRelative + shift)
                wallClockCorrection = LocalTime.utc(forWallClock: wallClock, in: zone) - wallClock
            }
        }
    }

    /// True when relative times exist and the file places them.
    var placesRelativeTimes: Bool { hasRelativeTimes && relativeShift != nil }

    /// UTC seconds since 1970 for a FIT time, or `.nan` when it is missing or cannot be placed.
    @inline(__always)
    func utc(_ fit: Double) -> Double {
        if fit.isNaN { return .nan }
        if !FITTime.isRelative(fit) { return FITTime.unix(fit) }
        guard let relativeShift else { return .nan }
        return FITTime.unix(fit + relativeShift) + wallClockCorrection
    }
}
