/// One run's zones, TRIMP and the readings left out, for `show`.
///
/// Computed on read: the run's own samples, the profile values of its date, and without a
/// maximum the estimate from the sustained peaks of the live runs of the 365 days up to its
/// date (their samples read too).
public struct ShownRunLoad: Sendable, Equatable {
    /// The run's load (`trimp` nil: too little heart rate or no maximum known).
    public var load: RunLoad
    /// How many readings the guards left out, by reason.
    public var excluded: [HeartRateExclusion: Int]

    /// Creates a shown load.
    public init(load: RunLoad, excluded: [HeartRateExclusion: Int]) {
        self.load = load
        self.excluded = excluded
    }

    /// The load of live run `runID`, started at `startUTC` with `utcOffset`.
    public static func load(runID: Int64, startUTC: Int64, utcOffset: Int, from database: Database) throws -> ShownRunLoad {
        let profile = try AthleteProfileTables(database: database).profile()
        let queries = RunQueries(database: database)
        let points = try queries.samples(runID: runID).map(HeartRatePoint.init)
        let verdicts = HeartRateGuard.standard.judge(points)
        var excluded: [HeartRateExclusion: Int] = [:]
        for verdict in verdicts { if let verdict { excluded[verdict, default: 0] += 1 } }
        let span = (points.last?.offset ?? 0) - (points.first?.offset ?? 0)
        let run = RunHeartRate(
            runID: runID, startUTC: startUTC, utcOffset: utcOffset, readings: WeightedReading.weigh(points, verdicts: verdicts),
            span: span)
        var others: [RunHeartRate] = []
        if profile.values(on: run.date).maxHR == nil {
            let earliest = run.date.adding(days: -(MaxHeartRateEstimate.windowDays - 1))
            let rows = try database.namedRows(
                "SELECT id, start_utc, utc_offset_s FROM runs WHERE id <> ? AND start_utc BETWEEN ? AND ?",
                [.integer(runID), .integer(earliest.startLocalSeconds - 86400), .integer(startUTC.addingReportingOverflow(2 * 86400).partialValue)])
            for row in rows {
                guard let id = row["id"].int64Value, let start = row["start_utc"].int64Value else { continue }
                let offset = Int(clamping: row["utc_offset_s"].int64Value ?? 0)
                let samples = try queries.samples(runID: id).map(HeartRatePoint.init)
                others.append(RunHeartRate(runID: id, startUTC: start, utcOffset: offset, readings: WeightedReading.believed(samples), span: 0))
            }
        }
        let loads = RunLoad.compute([run] + others, profile: profile)
        return ShownRunLoad(load: loads[0], excluded: excluded)
    }
}
