import LogbookModel

/// Decides where a TCX track's time steps backwards for good (a "negative pause": the
/// device's clock set back while it was paused) and says so.
///
/// A point earlier than the last one kept waits for the next: when that one is earlier
/// than the last kept point too, and not earlier than the waiting one, the recording goes
/// on from the earlier time, and the points from the waiting one on are a new segment,
/// moved later by `shift(lastKept:stepped:)` so that they follow the ones before (the
/// pause's true length is unknown: it counts nothing). Otherwise the waiting point was one
/// point out of order, and is skipped as before (`RunBuilderTrack`). Without this, every
/// point after the step is earlier than the last one kept, and the run ends at the step
/// (3.6 km of a 72.4 km ride).
enum TCXNegativePause {
    /// True when a point at `next` (seconds, moved as the points before it) confirms the
    /// step back to `stepped`, taken after a point kept at `lastKept`.
    static func confirms(stepped: Double, next: Double, lastKept: Double) -> Bool {
        stepped < lastKept && next < lastKept && next >= stepped
    }

    /// How many seconds the points from the step on are moved: to the last kept point's time.
    static func shift(lastKept: Double, stepped: Double) -> Double {
        lastKept - stepped
    }

    /// The warning for a step back to `stepped` after `lastKept` (UTC seconds as read) at
    /// the trackpoint starting on `line`: `the time steps back 1:02:03 at line 812
    /// (2024-05-02T07:10:00Z after 2024-05-02T08:12:03Z): the points from there on are kept
    /// as a new segment, moved to follow the ones before`.
    static func warning(stepped: Double, lastKept: Double, line: Int) -> String {
        let back = max(0, Int((lastKept - stepped).rounded()))
        let clock = back >= 3600
            ? "\(back / 3600):\(twoDigits(back / 60 % 60)):\(twoDigits(back % 60))" : "\(back / 60):\(twoDigits(back % 60))"
        return "the time steps back \(clock) at line \(line) (\(utcText(stepped)) after \(utcText(lastKept))): "
            + "the points from there on are kept as a new segment, moved to follow the ones before"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func utcText(_ time: Double) -> String {
        guard time.isFinite, abs(time) < 1e11 else { return "\(time)" }
        // `+00:00` written as `Z`, as TCX writes its times.
        return String(LocalDateTime.iso8601(utc: Int64(time.rounded(.down)), offset: 0).dropLast(6)) + "Z"
    }
}
