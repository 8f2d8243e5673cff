import Foundation

/// Places a run's start in UTC and in the runner's local time.
public enum LocalTime {
    /// The UTC offset in seconds of `zone` at the instant `utc` (seconds since 1970),
    /// daylight saving time included.
    public static func offset(forUTC utc: Double, in zone: TimeZone) -> Int {
        zone.secondsFromGMT(for: Date(timeIntervalSince1970: utc))
    }

    /// Resolves a stated start to a UTC instant and the local UTC offset at that instant.
    ///
    /// - An absolute start keeps its instant. Its offset is, in order: the offset the start
    ///   itself states, else `statedOffset` (an offset the file states for its times), else
    ///   the offset of `zone` on the run's own date (so a July run in Paris gets +02:00 and
    ///   a December run +01:00, whatever today's offset).
    /// - A floating wall-clock time is local time: with `statedOffset` it is
    ///   `wallClock - statedOffset`; otherwise it is local time in `zone` (see `utc(forWallClock:in:)`).
    public static func resolve(_ start: StartTime, statedOffset: Int?, zone: TimeZone) -> (utc: Double, offset: Int) {
        switch start {
        case .absolute(let utc, let ownOffset):
            if let explicit = ownOffset ?? statedOffset { return (utc, explicit) }
            return (utc, offset(forUTC: utc, in: zone))
        case .floating(let wallClock):
            if let statedOffset { return (wallClock - Double(statedOffset), statedOffset) }
            let utc = utc(forWallClock: wallClock, in: zone)
            return (utc, offset(forUTC: utc, in: zone))
        }
    }

    /// The UTC instant at which the clocks of `zone` show `wallClock` (seconds since 1970
    /// as if the wall-clock time were UTC): the `utc` with `utc + offset(utc) == wallClock`.
    ///
    /// Candidates use the zone's offsets one day before and one day after the wall-clock time.
    /// - Overlap (clocks set back; the time occurs twice): the earlier instant, i.e. the one
    ///   still on the pre-change offset (as `java.time` and Python's `fold=0` do).
    /// - Gap (clocks set forward; the time never occurs): the pre-change offset is used, so
    ///   02:30 on a spring-forward night in Paris becomes 01:30Z, shown as 03:30 local.
    public static func utc(forWallClock wallClock: Double, in zone: TimeZone) -> Double {
        let day = 86_400.0
        let before = offset(forUTC: wallClock - day, in: zone)
        let after = offset(forUTC: wallClock + day, in: zone)
        let candidateBefore = wallClock - Double(before)
        let candidateAfter = wallClock - Double(after)
        let beforeHolds = offset(forUTC: candidateBefore, in: zone) == before
        let afterHolds = offset(forUTC: candidateAfter, in: zone) == after
        switch (beforeHolds, afterHolds) {
        case (true, true): return min(candidateBefore, candidateAfter)
        case (true, false): return candidateBefore
        case (false, true): return candidateAfter
        case (false, false): return candidateBefore
        }
    }
}
