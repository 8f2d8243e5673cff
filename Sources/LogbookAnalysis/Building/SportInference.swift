import LogbookModel

/// Decides a sport the file does not state, from the speed profile of the run.
///
/// A file states no sport when it has none, or says `unknown` (GPX `<type>`), `generic`
/// (FIT) or `Other` (TCX); see `isUnstated`. Then, with `speed` = distance / moving time:
/// 1. no distance, no moving time, or a speed below 0.3 m/s or above 30 m/s (a car, a
///    plane): `unknown`;
/// 2. a speed above 6.5 m/s (faster than 2:34/km), or at least a fifth of the moving
///    time spent at more than 8.5 m/s (faster than any run of more than a few minutes):
///    `cycling`;
/// 3. a speed below `swimOrWalkSpeed` (1 m/s, slower than 16:40/km or 1:40 per 100 m): a
///    swimmer's speed as much as a walker's (an open-water swim's GPX, slow and straight),
///    so the speed cannot tell them apart: `unknown`;
/// 4. a speed below 1.9 m/s (slower than 8:46/km): `walking`, except for a file that says
///    `Other` (`infer(distance:moving:fastShare:saysOther:)`): a swim, a row or a paddle
///    moves at a walk's speed too, so its speed cannot tell them apart, and it stays `other`;
/// 5. otherwise `running`.
///
/// A file that says `Other` at a speed below 1.9 m/s (rules 3 and 4) stays `other`.
///
/// An inferred sport is marked (`sport_source` = `inferred`, `*` in tables), `other` too.
public enum SportInference {
    /// The sport name stored when nothing can be told.
    public static let unknown = "unknown"
    /// The speed (m/s) beyond which a step counts as "fast" for `fastShare`.
    public static let fastStepSpeed = 8.5
    /// The speed (m/s) below which a run could be a swim as well as a walk (1:40 per 100 m
    /// is a good swimmer's pace, 16:40/km a very slow walk's): its sport stays `unknown`.
    public static let swimOrWalkSpeed = 1.0

    /// True when the raw sport of a file names no sport: missing, blank, `unknown`,
    /// `generic` or `other` (any case, spaces, `_` and `-` ignored).
    public static func isUnstated(_ raw: String?) -> Bool {
        guard let raw else { return true }
        let key = String(raw.lowercased().unicodeScalars.filter { !" \t\r\n_-".unicodeScalars.contains($0) })
        return key.isEmpty || key == "unknown" || key == "generic" || key == "other"
    }

    /// True when the raw sport is `Other` (any case, spaces, `_` and `-` ignored): the file
    /// says the activity is some sport, only not which.
    public static func saysOther(_ raw: String?) -> Bool {
        guard let raw else { return false }
        return String(raw.lowercased().unicodeScalars.filter { !" \t\r\n_-".unicodeScalars.contains($0) }) == "other"
    }

    /// The inferred sport of a file that says `Other` (`saysOther`) or states nothing: as
    /// `infer(distance:moving:fastShare:)`, but `other` where that would be `walking` and the
    /// file says `Other`.
    public static func infer(distance: Double?, moving: Double?, fastShare: Double, saysOther: Bool) -> String {
        decide(distance: distance, moving: moving, fastShare: fastShare, saysOther: saysOther).sport
    }

    /// The inferred sport from a run's distance (m), moving time (s) and the share (0...1)
    /// of its moving time spent faster than `fastStepSpeed`.
    public static func infer(distance: Double?, moving: Double?, fastShare: Double) -> String {
        decide(distance: distance, moving: moving, fastShare: fastShare, saysOther: false).sport
    }

    /// The whole rule: the inferred sport and the branch that decided it (`SportRuling`,
    /// stored with the run so `logbook explain` can say why).
    public static func decide(
        distance: Double?, moving: Double?, fastShare: Double, saysOther: Bool
    ) -> (sport: String, ruling: SportRuling) {
        guard let distance, let moving, distance.isFinite, moving.isFinite, distance > 0, moving > 0 else {
            return (unknown, .noSpeed)
        }
        let speed = distance / moving
        if speed < minSpeed || speed > maxSpeed { return (unknown, .noSpeed) }
        if speed > cyclingSpeed { return ("cycling", .fastAverage) }
        if fastShare >= cyclingFastShare { return ("cycling", .fastShare) }
        if speed < swimOrWalkSpeed { return (saysOther ? "other" : unknown, .swimOrWalk) }
        if speed < walkingSpeed { return (saysOther ? "other" : "walking", .slow) }
        return ("running", .runningSpeed)
    }

    /// Slower than this (m/s) no sport is told: `unknown`.
    public static let minSpeed = 0.3
    /// Faster than this (m/s) no sport is told (a car, a plane): `unknown`.
    public static let maxSpeed = 30.0
    /// Faster than this on average (m/s, 2:34/km) is `cycling`.
    public static let cyclingSpeed = 6.5
    /// At least this share of the moving time faster than `fastStepSpeed` is `cycling`.
    public static let cyclingFastShare = 0.2
    /// Slower than this on average (m/s, 8:46/km) is `walking`.
    public static let walkingSpeed = 1.9
}
