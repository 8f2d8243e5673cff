import LogbookModel

/// The sums a report keeps for a set of runs (one period, or all of them), from which
/// its averages are computed; kept as sums so that periods add up to a correct total.
///
/// Totals never take in a non-finite or negative distance or moving time: such a value
/// is left out of `distance`/`moving`/`longest` and its run is counted in `unusableTotals`
/// (the run still counts in `runs`). Averages are computed only from `paceRuns`. A run that
/// cannot be true (`ExclusionReason.doubt`) is in no sum: only in `exclusions`.
public struct RunTotals: Sendable, Equatable {
    /// How many runs.
    public var runs: Int
    /// Total distance in metres over every run with a finite, non-negative distance.
    public var distance: Double
    /// Total moving time in seconds over every run with a finite, non-negative moving time.
    public var moving: Double
    /// How many runs have a valid pace (see `ExclusionReason` for the others).
    public var paceRuns: Int
    /// Total distance in metres of the pace-valid runs.
    public var paceDistance: Double
    /// Total moving time in seconds of the pace-valid runs.
    public var paceMoving: Double
    /// Σ average heart rate × weight (moving time, else elapsed time) over runs with a heart rate.
    public var heartRateSum: Double
    /// Σ weight (seconds) over the runs in `heartRateSum`.
    public var heartRateWeight: Double
    /// The longest finite distance in metres, if any run has one.
    public var longest: Double?
    /// How many runs were left out of the pace average, by reason.
    public var exclusions: [ExclusionReason: Int]
    /// How many runs had a non-finite or negative distance or moving time left out of the sums.
    public var unusableTotals: Int
    /// The runs left out of every sum because they cannot be true, by id, with their doubt.
    public var leftOutRuns: [Int64: RunDoubt] = [:]

    /// Creates totals.
    public init(
        runs: Int = 0, distance: Double = 0, moving: Double = 0, paceRuns: Int = 0, paceDistance: Double = 0,
        paceMoving: Double = 0, heartRateSum: Double = 0, heartRateWeight: Double = 0, longest: Double? = nil,
        exclusions: [ExclusionReason: Int] = [:], unusableTotals: Int = 0
    ) {
        self.runs = runs
        self.distance = distance
        self.moving = moving
        self.paceRuns = paceRuns
        self.paceDistance = paceDistance
        self.paceMoving = paceMoving
        self.heartRateSum = heartRateSum
        self.heartRateWeight = heartRateWeight
        self.longest = longest
        self.exclusions = exclusions
        self.unusableTotals = unusableTotals
    }

    /// Runs left out of the pace average: `runs - paceRuns`, plus the runs that cannot be
    /// true (`leftOut`), which are in no sum at all.
    public var excluded: Int { runs - paceRuns + leftOut }

    /// Runs left out of every sum because they cannot be true (a `RunDoubt`), not in `runs`.
    public var leftOut: Int {
        exclusions.reduce(0) { $0 + ($1.key.leavesRunOut ? $1.value : 0) }
    }

    /// Average pace in seconds per km: total moving time / total distance of the pace-valid
    /// runs (never a mean of paces); nil when there are none.
    public var averagePace: Double? {
        guard paceRuns > 0, paceDistance > 0, paceMoving > 0 else { return nil }
        let pace = paceMoving / (paceDistance / 1000)
        return pace.isFinite ? pace : nil
    }

    /// Time-weighted average heart rate in bpm; nil when no run has one.
    public var averageHeartRate: Double? {
        guard heartRateWeight > 0 else { return nil }
        let rate = heartRateSum / heartRateWeight
        return rate.isFinite ? rate : nil
    }

    /// The exclusions as (reason, count), in `ExclusionReason` order.
    public var sortedExclusions: [(reason: ExclusionReason, count: Int)] {
        exclusions.sorted { $0.key < $1.key }.map { (reason: $0.key, count: $0.value) }
    }

    /// These totals and `other` together.
    public func adding(_ other: RunTotals) -> RunTotals {
        var sum = RunTotals(
            runs: runs + other.runs, distance: distance + other.distance, moving: moving + other.moving,
            paceRuns: paceRuns + other.paceRuns, paceDistance: paceDistance + other.paceDistance,
            paceMoving: paceMoving + other.paceMoving, heartRateSum: heartRateSum + other.heartRateSum,
            heartRateWeight: heartRateWeight + other.heartRateWeight,
            longest: [longest, other.longest].compactMap { $0 }.max(),
            exclusions: exclusions.merging(other.exclusions, uniquingKeysWith: +),
            unusableTotals: unusableTotals + other.unusableTotals)
        sum.leftOutRuns = leftOutRuns.merging(other.leftOutRuns) { first, _ in first }
        return sum
    }
}
