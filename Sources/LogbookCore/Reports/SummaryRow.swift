import LogbookModel

/// One row of the `stats` summary: which period, its days and the totals of its runs.
public struct SummaryRow: Sendable, Equatable {
    /// This week, last week, ...
    public var period: SummaryPeriod
    /// The days it covers.
    public var days: LocalPeriod
    /// Its runs' totals, computed as `stats --weekly` computes a week's.
    public var totals: RunTotals
}
