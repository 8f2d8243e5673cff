import LogbookModel

/// What `logbook clean` looks for: which rules, with which thresholds, on which sports.
public struct CleanupOptions: Sendable, Equatable {
    /// The rules reported (default: all).
    public var rules: Set<CleanupRule>
    /// The thresholds re-applied to every stored run (`--min-distance`, `--min-pace`, `--max-pace`).
    public var thresholds: PaceThresholds
    /// The sport the threshold rules judge (`zero_distance`, `too_short`, `too_fast`,
    /// `too_slow`), or `nil` for every sport. Default `running`: 2:00 to 30:00 min/km
    /// describes running, not a bike ride at 36 km/h or a slow mountain hike.
    /// `non_finite`, `duplicate` and `recording_tail` look at every sport.
    public var thresholdSport: String?

    /// Every rule, the standard thresholds, running only.
    public static let standard = CleanupOptions()

    /// Creates options.
    public init(
        rules: Set<CleanupRule> = Set(CleanupRule.allCases), thresholds: PaceThresholds = .standard,
        thresholdSport: String? = Sport.fallback
    ) {
        self.rules = rules
        self.thresholds = thresholds
        self.thresholdSport = thresholdSport
    }
}
