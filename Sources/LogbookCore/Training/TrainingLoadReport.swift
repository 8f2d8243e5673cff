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

    /// The report over the logbook in `database` through `last`.
    public static func load(from database: Database, through last: LocalDate) throws -> TrainingLoadReport {
        let profile = try AthleteProfileTables(database: database).profile()
        let rows = try database.namedRows(
            """
            SELECT r.\(RunColumn.id.rawValue) AS id, r.\(RunColumn.startUTC.rawValue) AS start_utc,
                   r.\(RunColumn.utcOffset.rawValue) AS utc_offset, r.\(RunColumn.distance.rawValue) AS distance,
                   r.\(RunColumn.moving.rawValue) AS moving, h.run_id AS summarised,
                   h.span_s, h.seconds_by_bpm, h.out_of_range, h.steep_step, h.constant_reading
            FROM \(RunColumn.table) r LEFT JOIN \(HeartRateSummaryTable.table) h ON h.run_id = r.\(RunColumn.id.rawValue)
            ORDER BY r.\(RunColumn.startUTC.rawValue), r.\(RunColumn.id.rawValue)
            """)
        let table = HeartRateSummaryTable(database: database)
        var runs: [RunHeartRate] = []
        for row in rows {
            guard let id = row["id"].int64Value, let start = row["start_utc"].int64Value else { continue }
            let offset = Int(clamping: row["utc_offset"].int64Value ?? 0)
            let summary = row["summarised"].int64Value == nil ? try table.computed(runID: id) : HeartRateSummaryTable.summary(from: row)
            runs.append(
                RunHeartRate(
                    runID: id, startUTC: start, utcOffset: offset, summary: summary, distance: row["distance"].doubleValue,
                    movingSeconds: row["moving"].doubleValue))
        }
        let loads = RunLoad.compute(runs, profile: profile)
        let days = FitnessSeries.days(FitnessSeries.dailyLoads(loads.filter { $0.trimp != nil }.map(\.dated)), through: last)
        return TrainingLoadReport(runs: loads, days: days)
    }
}
