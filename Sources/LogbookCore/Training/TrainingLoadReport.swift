import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// `logbook load`: each live run's load from its stored samples, and the daily fitness series.
///
/// Computed on read from the heart-rate summary of every live run (`run_heart_rates`,
/// written with its samples; quarantined runs are in their own tables, so out; a restored
/// run is back in), in start order.
public struct TrainingLoadReport: Sendable, Equatable {
    /// Each run's load, in start order.
    public var runs: [RunLoad]
    /// Every day from the first run's through the last day asked for.
    public var days: [DailyFitness]
    /// The live runs left out because they cannot be true (`RunDoubt`), by id.
    public var leftOut: [LeftOutRun] = []

    /// Creates a report.
    public init(runs: [RunLoad], days: [DailyFitness]) {
        self.runs = runs
        self.days = days
    }

    /// The runs without a load (too little believed heart rate and no estimate from the
    /// pace, or no maximum known).
    public var withoutLoad: Int { runs.filter { $0.trimp == nil }.count }

    /// The runs whose load is estimated from their pace (`TrimpSource.estimated`).
    public var estimatedLoads: Int { runs.filter { $0.source == .estimated }.count }

    /// True when some run's load used an estimated maximum heart rate.
    public var usedEstimate: Bool { runs.contains { $0.maxEstimated && $0.trimp != nil } }

    /// The report over `logbook` through `last`, the zones placed by `zones`.
    public static func load(
        from logbook: Logbook, through last: LocalDate, zones: ZoneModel = .percentOfMax
    ) throws -> TrainingLoadReport {
        try load(from: logbook.database, through: last, zones: zones)
    }

    /// The same report over the connection, for the core's own readers (the report's, `PeriodZones`).
    package static func load(
        from database: Database, through last: LocalDate, zones: ZoneModel = .percentOfMax
    ) throws -> TrainingLoadReport {
        var report = load(
            runs: try HeartRateSummaryTable(database: database).runs(), profile: try AthleteProfileTables(database: database).profile(),
            through: last, zones: zones)
        report.leftOut = try RunQueries(database: database).leftOutRuns()
        return report
    }

    /// The report over `runs` (every live run's heart rate, in start order, as
    /// `HeartRateSummaryTable.runs()` reads them) with `profile`, through `last`.
    public static func load(
        runs: [RunHeartRate], profile: AthleteProfile, through last: LocalDate, zones: ZoneModel = .percentOfMax
    ) -> TrainingLoadReport {
        let loads = RunLoad.compute(runs, profile: profile, zones: zones)
        let days = FitnessSeries.days(FitnessSeries.dailyLoads(loads.filter { $0.trimp != nil }.map(\.dated)), through: last)
        return TrainingLoadReport(runs: loads, days: days)
    }
}
