/// One row of a periodic report: a period and the totals of its runs.
public struct PeriodStats: Sendable, Equatable {
    /// The week, month or year.
    public var period: Period
    /// Its runs' totals.
    public var totals: RunTotals
}
