import LogbookModel
import LogbookSQLite
import LogbookStore

/// `stats --explain` and `logbook explain week|month`: each period's totals with the runs
/// behind them, read in one read transaction from the one classification `stats` sums.
public struct PeriodExplainer: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// An explainer over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// One explanation per period holding a run of `filter`, oldest first.
    public func periods(filter: RunFilter, kind: PeriodKind, thresholds: PaceThresholds) throws -> [PeriodExplanation] {
        try database.inReadTransaction { () throws -> [PeriodExplanation] in
            let stats = try PeriodReport(database: database).periods(filter: filter, kind: kind, thresholds: thresholds)
            let runs = try PeriodTotalsQuery(database: database).classified(filter: filter, thresholds: thresholds)
            let byPeriod = Dictionary(grouping: runs) { Period.containing($0.day, kind: kind).start }
            return stats.map { row in
                let inPeriod = byPeriod[row.period.start] ?? []
                return PeriodExplanation(
                    period: row.period, totals: row.totals,
                    counted: inPeriod.filter { $0.reason?.leavesRunOut != true },
                    leftOut: inPeriod.filter { $0.reason?.leavesRunOut == true })
            }
        }
    }

    /// The explanation of the one period `period`, or `nil` when it holds no run of `sport` (`nil`: every sport).
    public func period(_ period: Period, sport: String?, thresholds: PaceThresholds) throws -> PeriodExplanation? {
        try periods(filter: RunFilter(begin: period.start, end: period.end, sport: sport), kind: period.kind, thresholds: thresholds).first
    }
}
