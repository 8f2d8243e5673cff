/// `logbook load`: each live run's load from its stored samples, and the daily fitness series.
///
/// Computed on read from the samples of every live run (quarantined runs are in their own
/// tables, so out; a restored run is back in), in start order.
public struct TrainingLoadReport: Sendable, Equatable {
    /// Each run's load, in start order.
    public var runs: [RunLoad]
    /// Every day from the first run's through the last day asked for.
    public var days: [DailyFitness]

    /// Creates a report.
    public init(runs: [RunLoad], days: [DailyFitness]) {
        self.runs = runs
        self.days = days
    }

    /// The runs without a load (too little believed heart rate, or no maximum known).
    public var withoutLoad: Int { runs.filter { $0.trimp == nil }.count }

    /// True when some run's load used an estimated maximum heart rate.
    public var usedEstimate: Bool { runs.contains { $0.maxEstimated && $0.trimp != nil } }

    /// The report over the logbook in `database` through `last`.
    public static func load(from database: Database, through last: LocalDate) throws -> TrainingLoadReport {
        let profile = try AthleteProfileTables(database: database).profile()
        let queries = RunQueries(database: database)
        let rows = try database.namedRows(
            "SELECT \(RunColumn.id.rawValue), \(RunColumn.startUTC.rawValue), \(RunColumn.utcOffset.rawValue) FROM \(RunColumn.table) ORDER BY \(RunColumn.startUTC.rawValue), \(RunColumn.id.rawValue)")
        var runs: [RunHeartRate] = []
        for row in rows {
            guard let id = row[RunColumn.id.rawValue].int64Value, let start = row[RunColumn.startUTC.rawValue].int64Value else { continue }
            let offset = Int(clamping: row[RunColumn.utcOffset.rawValue].int64Value ?? 0)
            let points = try queries.samples(runID: id).map(HeartRatePoint.init)
            let span = (points.last?.offset ?? 0) - (points.first?.offset ?? 0)
            runs.append(
                RunHeartRate(runID: id, startUTC: start, utcOffset: offset, readings: WeightedReading.believed(points), span: span))
        }
        let loads = RunLoad.compute(runs, profile: profile)
        let days = FitnessSeries.days(FitnessSeries.dailyLoads(loads.filter { $0.trimp != nil }.map(\.dated)), through: last)
        return TrainingLoadReport(runs: loads, days: days)
    }
}
