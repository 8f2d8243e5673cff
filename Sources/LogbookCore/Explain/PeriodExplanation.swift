import LogbookModel
import LogbookStore

/// Which runs one period's stats count and leave out, and its totals, so a runner can check
/// the numbers by hand: the counted runs' distances and moving times sum to the period's, and
/// the average pace is the pace runs' total moving time over their total distance.
public struct PeriodExplanation: Sendable {
    /// The period.
    public var period: Period
    /// Its totals, as `stats` shows them.
    public var totals: RunTotals
    /// The runs in its sums (those kept out of the average pace too, with their reason), by day then id.
    public var counted: [ClassifiedRun]
    /// The runs left out of every sum because they cannot be true, by day then id.
    public var leftOut: [ClassifiedRun]

    /// Creates one.
    public init(period: Period, totals: RunTotals, counted: [ClassifiedRun], leftOut: [ClassifiedRun]) {
        self.period = period
        self.totals = totals
        self.counted = counted
        self.leftOut = leftOut
    }

    /// The counted runs that count in the average pace.
    public var paceRuns: [ClassifiedRun] { counted.filter { $0.reason == nil } }
}
