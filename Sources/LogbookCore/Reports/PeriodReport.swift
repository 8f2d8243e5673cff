import LogbookModel
import LogbookSQLite
import LogbookStore

/// The rows of `logbook stats`: the period totals of the stored runs, each period's groups
/// (`PeriodTotalsQuery`) added into one `RunTotals`.
public struct PeriodReport: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// Creates a report over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// One row per period holding at least one run of `filter`, oldest first.
    public func periods(filter: RunFilter, kind: PeriodKind, thresholds: PaceThresholds) throws -> [PeriodStats] {
        Self.periods(
            from: try PeriodTotalsQuery(database: database).groups(filter: filter, kind: kind, thresholds: thresholds),
            kind: kind)
    }

    /// The ids of the runs of `filter` left out of every period because their start lies
    /// outside the range the schema allows (1900-2100): a tampered row has no true year.
    public func outOfRangeRunIDs(filter: RunFilter) throws -> [Int64] {
        try PeriodTotalsQuery(database: database).outOfRangeRunIDs(filter: filter)
    }

    /// Adds the groups of each period together: pace sums only for the group without a
    /// reason, an exclusion count for the others; periods placed by `Period.containing`.
    public static func periods(from groups: [PeriodGroupRow], kind: PeriodKind) -> [PeriodStats] {
        var byPeriod: [LocalDate: (period: Period, totals: RunTotals)] = [:]
        for row in groups {
            let period = Period.containing(row.firstDay, kind: kind)
            let counted = row.reason == nil
            // A run that cannot be true adds nothing but its reason.
            if row.reason?.leavesRunOut == true {
                var group = RunTotals(exclusions: row.reason.map { [$0: row.runs] } ?? [:])
                if case .doubt(let doubt)? = row.reason {
                    for id in row.leftOutIDs { group.leftOutRuns[id] = doubt }
                }
                let sum = byPeriod[period.start].map { $0.totals.adding(group) } ?? group
                byPeriod[period.start] = (period, sum)
                continue
            }
            let group = RunTotals(
                runs: row.runs, distance: row.distance, moving: row.moving,
                paceRuns: counted ? row.runs : 0, paceDistance: counted ? row.distance : 0, paceMoving: counted ? row.moving : 0,
                heartRateSum: row.heartRateSum, heartRateWeight: row.heartRateWeight, longest: row.longest,
                exclusions: row.reason.map { [$0: row.runs] } ?? [:], unusableTotals: row.unusableTotals)
            let sum = byPeriod[period.start].map { $0.totals.adding(group) } ?? group
            byPeriod[period.start] = (period, sum)
        }
        return byPeriod.values.sorted { $0.period.start < $1.period.start }
            .map { PeriodStats(period: $0.period, totals: $0.totals) }
    }
}
