import LogbookModel

/// The sums of the runs of one period that share one exclusion reason, as the period
/// totals query reads them (see `PeriodTotalsQuery`).
public struct PeriodGroupRow: Sendable, Equatable {
    /// The local day of the group's earliest run: it names the period.
    public var firstDay: LocalDate
    /// Why these runs do not count towards the average pace; `nil` when they count.
    public var reason: ExclusionReason?
    /// How many runs.
    public var runs: Int
    /// Total finite, non-negative distance in metres.
    public var distance: Double
    /// Total finite, non-negative moving time in seconds.
    public var moving: Double
    /// Σ average heart rate × weight (moving time, else elapsed time).
    public var heartRateSum: Double
    /// Σ weight (seconds) in `heartRateSum`.
    public var heartRateWeight: Double
    /// The longest finite distance in metres, if any.
    public var longest: Double?
    /// How many runs had a non-finite or negative distance or moving time.
    public var unusableTotals: Int
    /// The ids of the group's runs when its reason leaves them out of every sum (a doubt):
    /// which runs a period left out, run for run.
    public var leftOutIDs: [Int64] = []

    /// Creates a row.
    public init(
        firstDay: LocalDate, reason: ExclusionReason?, runs: Int, distance: Double, moving: Double, heartRateSum: Double,
        heartRateWeight: Double, longest: Double?, unusableTotals: Int
    ) {
        self.firstDay = firstDay
        self.reason = reason
        self.runs = runs
        self.distance = distance
        self.moving = moving
        self.heartRateSum = heartRateSum
        self.heartRateWeight = heartRateWeight
        self.longest = longest
        self.unusableTotals = unusableTotals
    }
}
