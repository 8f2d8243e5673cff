/// Which branch of the sport rule (`SportInference`) decided a run's sport; the raw values are
/// what the `s=` part of `runs.rulings` stores (`RunRulings`).
public enum SportRuling: String, Sendable, CaseIterable, Codable {
    /// The file names the sport.
    case file
    /// Inferred `unknown`: no distance or moving time, or a speed no sport has (below 0.3 or above 30 m/s).
    case noSpeed = "no_speed"
    /// Inferred `cycling`: faster than 6.5 m/s on average.
    case fastAverage = "fast_average"
    /// Inferred `cycling`: at least a fifth of the moving time faster than 8.5 m/s.
    case fastShare = "fast_share"
    /// Inferred `unknown` (or `other` for a file saying `Other`): slower than 1 m/s, a swim's
    /// speed as much as a walk's (`SportInference.swimOrWalkSpeed`).
    case swimOrWalk = "swim_or_walk"
    /// Inferred `walking` (or `other` for a file saying `Other`): slower than 1.9 m/s.
    case slow
    /// Inferred `running`: between the walking and the cycling speeds.
    case runningSpeed = "running_speed"

    /// True for every inferred branch.
    public var isInferred: Bool { self != .file }
}
