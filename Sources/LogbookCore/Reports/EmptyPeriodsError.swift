import LogbookModel

/// A report asked to show its empty periods over a range too long to list.
public struct EmptyPeriodsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// How many periods the range holds (`Int64.max` when it cannot be counted).
    public var count: Int64
    /// Weeks, months or years.
    public var kind: PeriodKind

    /// What went wrong and what to do, with the count and the limit.
    public var description: String {
        "--empty would list \(count) \(kind.pluralName), more than \(StatsReport.emptyPeriodLimit): "
            + "give --begin and --end, or leave out --empty"
    }
}
