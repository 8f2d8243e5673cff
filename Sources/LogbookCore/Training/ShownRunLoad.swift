/// One run's zones, TRIMP and the readings left out, for `show`.
///
/// Computed on read from the run's heart-rate summary (`run_heart_rates`), the profile values
/// of its date, and the summaries of the live runs of the 365 days up to its date: their
/// sustained peaks estimate the maximum when none is set, and their pace and heart rate
/// estimate the load of a run without heart rate.
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
        let table = HeartRateSummaryTable(database: database)
        let summary = try table.summary(runID: runID) ?? table.computed(runID: runID)
        let own = try database.namedRows("SELECT distance_m, moving_s FROM runs WHERE id = ?", [.integer(runID)]).first
        let run = RunHeartRate(
            runID: runID, startUTC: startUTC, utcOffset: utcOffset, summary: summary, distance: own?["distance_m"].doubleValue,
            movingSeconds: own?["moving_s"].doubleValue)
        // The other live runs of the 365 days up to its date: their sustained peaks estimate
        // the maximum when none is set, and those of the 90 days before it with heart rate
        // give the relation a run without heart rate is estimated by.
        var others: [RunHeartRate] = []
        let earliest = run.date.adding(days: -(MaxHeartRateEstimate.windowDays - 1))
        let rows = try database.namedRows(
            """
            SELECT r.id, r.start_utc, r.utc_offset_s, r.distance_m, r.moving_s, h.run_id AS summarised,
                   h.span_s, h.seconds_by_bpm, h.out_of_range, h.steep_step, h.constant_reading
            FROM runs r LEFT JOIN \(HeartRateSummaryTable.table) h ON h.run_id = r.id
            WHERE r.id <> ? AND r.start_utc BETWEEN ? AND ?
            """,
            [.integer(runID), .integer(earliest.startLocalSeconds - 86400), .integer(startUTC.addingReportingOverflow(2 * 86400).partialValue)])
        for row in rows {
            guard let id = row["id"].int64Value, let start = row["start_utc"].int64Value else { continue }
            let offset = Int(clamping: row["utc_offset_s"].int64Value ?? 0)
            let other = row["summarised"].int64Value == nil ? try table.computed(runID: id) : HeartRateSummaryTable.summary(from: row)
            others.append(
                RunHeartRate(
                    runID: id, startUTC: start, utcOffset: offset, summary: other, distance: row["distance_m"].doubleValue,
                    movingSeconds: row["moving_s"].doubleValue))
        }
        let loads = RunLoad.compute([run] + others, profile: profile)
        return ShownRunLoad(load: loads[0], excluded: summary.excluded)
    }
}
