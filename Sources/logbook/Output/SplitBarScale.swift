/// Where a run page's split bars start: at a pace a little slower than the run's slowest
/// split, so that a bar's length is how much faster than that its split was and 5:13 and
/// 6:10 /km look different (bars measured from zero would be 1.0 and 0.85 of each other).
enum SplitBarScale {
    /// The step the start is rounded up to, and the room left below the slowest split: 30 s /km.
    static let step = 30.0

    /// The pace (s/km) at which a bar has no length: the slowest pace rounded up to a whole
    /// `step`, plus one `step`.
    static func start(slowest: Double) -> Double {
        guard slowest.isFinite, slowest > 0 else { return step }
        return (slowest / step).rounded(.up) * step + step
    }

    /// The share of the full length (0 to 1) of a bar of `pace`, when the bars start at
    /// `start` and the fastest split is `fastest`.
    static func share(pace: Double, fastest: Double, start: Double) -> Double {
        guard pace.isFinite, fastest.isFinite, start > fastest else { return 0 }
        return max(0, min(1, (start - pace) / (start - fastest)))
    }
}
