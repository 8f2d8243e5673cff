import LogbookModel

/// A periodic report: one row per period in calendar order, and the total of them all.
public struct StatsReport: Sendable, Equatable {
    /// The rows, oldest period first.
    public var rows: [PeriodStats]
    /// All rows together.
    public var total: RunTotals

    /// The most periods `--empty` may list: 10,000 (192 years of weeks).
    public static let emptyPeriodLimit: Int64 = 10_000

    /// Builds the report from the periods that hold runs.
    ///
    /// Rows come out oldest first. With `includeEmpty`, the periods without runs between
    /// the first and the last period are added with zero totals; the range runs from
    /// the period holding `begin` (else the first period with runs) to the one holding the
    /// day before `end` (else the last period with runs). Rows of the same period found
    /// twice are added together.
    /// - Throws: `EmptyPeriodsError` when the range would hold more than `emptyPeriodLimit`
    ///   periods (two runs 6 million years apart would ask for 300 million weeks).
    public static func assemble(
        _ found: [PeriodStats], kind: PeriodKind, begin: LocalDate?, end: LocalDate?, includeEmpty: Bool
    ) throws(EmptyPeriodsError) -> StatsReport {
        var byStart: [LocalDate: PeriodStats] = [:]
        for row in found {
            if let existing = byStart[row.period.start] {
                byStart[row.period.start] = PeriodStats(period: row.period, totals: existing.totals.adding(row.totals))
            } else {
                byStart[row.period.start] = row
            }
        }
        var rows = byStart.values.sorted { $0.period.start < $1.period.start }
        if includeEmpty, let first = begin ?? rows.first?.period.start, let last = end?.adding(days: -1) ?? rows.last?.period.start {
            let count = Period.count(from: first, through: last, kind: kind)
            guard count <= emptyPeriodLimit else { throw EmptyPeriodsError(count: count, kind: kind) }
            rows = Period.covering(from: first, through: last, kind: kind).map {
                byStart[$0.start] ?? PeriodStats(period: $0, totals: RunTotals())
            }
        }
        let total = rows.reduce(RunTotals()) { $0.adding($1.totals) }
        return StatsReport(rows: rows, total: total)
    }
}
