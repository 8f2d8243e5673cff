import LogbookModel
import LogbookSQLite
import LogbookStore

/// `logbook stats` without a period flag: the totals of this week, last week, the last four
/// weeks, this month and this year, each summed over its days as `PeriodReport` sums a period.
public struct StatsSummary: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates the summary over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// One row per `SummaryPeriod`, in its order, over the runs of `filter` (its dates are
    /// replaced by each row's days): one query per row.
    public func rows(today: LocalDate, weekStart: WeekStart, filter: RunFilter, thresholds: PaceThresholds) throws -> [SummaryRow] {
        let report = PeriodReport(database: database)
        return try SummaryPeriod.allCases.map { period in
            let days = period.days(today: today, weekStart: weekStart)
            var rowFilter = filter
            rowFilter.begin = days.begin
            rowFilter.end = days.end
            let found = try report.periods(filter: rowFilter, kind: .year, thresholds: thresholds)
            return SummaryRow(period: period, days: days, totals: found.reduce(RunTotals()) { $0.adding($1.totals) })
        }
    }
}
