import Foundation

/// The bounds within which a stored number can be a real activity: what lies outside is
/// not a run however the CHECK constraints were passed (`clean` flags it `non_finite`).
public enum Believable {
    /// 1900-01-01T00:00:00Z in Unix seconds: the earliest start believed.
    public static let earliestStart: Int64 = -2_208_988_800
    /// 2100-01-01T00:00:00Z in Unix seconds: starts from here on are not believed.
    public static let latestStart: Int64 = 4_102_444_800
    /// The longest distance believed for one activity, in metres (5,000 km: beyond the
    /// longest multi-day race).
    public static let maxDistance = 5e6
    /// The longest duration believed for one activity, in seconds (60 days).
    public static let maxDuration = 5_184_000.0
    /// The highest heart rate believed, in beats per minute (`SampleValues.heartRateRange`'s top).
    public static let maxHeartRate = SampleValues.heartRateRange.upperBound
    /// The pace bounds a stored pace must lie within, in s/km (as the schema's CHECK).
    public static let paceRange = 1.0...1e6

    /// True when `value` is a distance in metres a real activity can have: finite, not
    /// negative and at most `maxDistance`. The reports sum only such distances.
    public static func isBelievableDistance(_ value: Double) -> Bool {
        value >= 0 && value <= maxDistance
    }

    /// True when `value` is a duration in seconds a real activity can have: finite, not
    /// negative and at most `maxDuration`.
    public static func isBelievableDuration(_ value: Double) -> Bool {
        value >= 0 && value <= maxDuration
    }

    /// True when `value` is a heart rate a person can have: not negative and at most
    /// `maxHeartRate` (the reports average only positive ones).
    public static func isBelievableHeartRate(_ value: Double) -> Bool {
        value >= 0 && value <= maxHeartRate
    }

    /// True when `value` is a cadence in steps (or strokes) per minute: `SampleValues.cadenceRange`.
    public static func isBelievableCadence(_ value: Double) -> Bool {
        SampleValues.cadenceRange.contains(value)
    }

    /// True when `value` is an elevation gain in metres one activity can have: 0...1e6.
    public static func isBelievableElevationGain(_ value: Double) -> Bool {
        value >= 0 && value <= 1e6
    }

    /// `value` when `test` believes it, else `nil` (unknown).
    public static func kept(_ value: Double?, _ test: (Double) -> Bool) -> Double? {
        value.flatMap { test($0) ? $0 : nil }
    }

    /// A stored pace as `list` and `show` display it, given its distance and moving time
    /// as stored and as shown (`nil` once not believed): a number only with status `ok`
    /// and a value in `paceRange`. Once its distance or moving time is unknown its status
    /// says so (`no_distance`, `no_time`); a value outside the range reads `too_fast`
    /// (below 1 s/km) or `too_slow` (above 10^6 s/km).
    public static func shownPace(
        _ pace: Pace, distance: (stored: Double?, shown: Double?), moving: (stored: Double?, shown: Double?)
    ) -> Pace {
        guard pace.status == .ok else { return Pace(secondsPerKm: nil, status: pace.status) }
        if distance.stored != nil, distance.shown == nil { return Pace(secondsPerKm: nil, status: .noDistance) }
        if moving.stored != nil, moving.shown == nil { return Pace(secondsPerKm: nil, status: .noTime) }
        guard let value = pace.secondsPerKm else {
            return Pace(secondsPerKm: nil, status: distance.shown == nil ? .noDistance : .noTime)
        }
        if !paceRange.contains(value) {
            return Pace(secondsPerKm: nil, status: value < paceRange.lowerBound ? .tooFast : .tooSlow)
        }
        return pace
    }

    /// A bound written for SQL text (`5000000.0`), so that queries apply the same test.
    package static func sqlLiteral(_ bound: Double) -> String { "\(bound)" }

    /// True when `start` (Unix seconds) lies in [1900, 2100).
    public static func isBelievableStart(_ start: Int64) -> Bool {
        start >= earliestStart && start < latestStart
    }

    /// The latest believable time of a point or start recorded by `now` (Unix seconds):
    /// tomorrow (one day after `now`, for clocks and zones a little ahead), and always
    /// before 2100.
    public static func latestTime(now: Double) -> Double {
        min(Double(latestStart).nextDown, now + 86_400)
    }

    /// The lowest time a signed 32-bit clock holds, 1901-12-13T20:45:52Z: what a device
    /// whose clock was never set writes (GPSBabel passes it on), never a real recording time.
    public static let int32ClockMinimum = -2_147_483_648.0

    /// The one window of believable times every reader applies to points and starts:
    /// finite, from 1900-01-01 (`earliestStart`) to `latestTime(now:)`, except the second
    /// of `int32ClockMinimum`.
    public static func isBelievableTime(_ utc: Double, now: Double) -> Bool {
        utc.isFinite && utc >= Double(earliestStart) && utc <= latestTime(now: now)
            && floor(utc) != int32ClockMinimum
    }

    /// Why `utc` is not believable (`isBelievableTime` is false), in a runner's words:
    /// `is in the future (after tomorrow)` or `is before 1900`; `nil` when it is believable.
    public static func disbelief(_ utc: Double, now: Double) -> String? {
        if isBelievableTime(utc, now: now) { return nil }
        if !utc.isFinite { return "is not a time" }
        if floor(utc) == int32ClockMinimum { return "is the lowest time of a 32-bit clock (a clock never set)" }
        return utc > now ? "is in the future (after tomorrow)" : "is before 1900"
    }
}
