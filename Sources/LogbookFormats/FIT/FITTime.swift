/// FIT times: seconds since 1989-12-31T00:00:00Z, device-relative below 0x10000000, and the
/// UTC offset an `activity` message states.
enum FITTime {
    /// Unix seconds of the FIT epoch, 1989-12-31T00:00:00Z.
    static let epoch = 631_065_600.0
    /// FIT times below this (0x10000000, about 8.5 years after the epoch) are seconds since
    /// the device was switched on or reset, not since the epoch.
    static let relativeLimit = 268_435_456.0
    /// The largest UTC offset believed: 14 hours (Kiribati).
    static let maxOffset = 14 * 3600

    /// True when `fit` is a time that is device-relative (not `.nan`, below `relativeLimit`).
    static func isRelative(_ fit: Double) -> Bool {
        fit < relativeLimit
    }

    /// Unix seconds of an absolute FIT time.
    static func unix(_ fit: Double) -> Double {
        fit + epoch
    }

    /// The UTC offset in seconds stated by an `activity` message: `local_timestamp - timestamp`.
    ///
    /// `nil` (so the run's offset comes from `--tz`) when either time is missing or
    /// device-relative, when the difference is not a whole number of 15 minutes or is beyond
    /// ±14 h (then one of the two times is wrong), and when it is exactly 0.
    ///
    /// A difference of 0 is not trusted: some devices write the UTC time into `local_timestamp`
    /// (the COROS APEX Pro in the corpus does so for a run in Central Europe). A runner who
    /// really is on UTC loses nothing, since `--tz` then gives the same offset; a runner in
    /// Prague whose file said "+00:00" would see every run an hour early in their logbook.
    static func statedOffset(timestamp: Double, localTimestamp: Double) -> Int? {
        guard !timestamp.isNaN, !localTimestamp.isNaN, !isRelative(timestamp), !isRelative(localTimestamp) else {
            return nil
        }
        let difference = localTimestamp - timestamp
        guard difference != 0, abs(difference) <= Double(maxOffset),
            difference.truncatingRemainder(dividingBy: 900) == 0
        else { return nil }
        return Int(difference)
    }
}
