/// Reads what the cleanup rules judge: stored runs with their raw totals, and samples.
public struct CleanupQueries {
    /// The connection.
    public let database: Database

    /// Creates a query helper.
    public init(database: Database) {
        self.database = database
    }

    /// Every run in `runs` (not the quarantined ones), by id, with its totals exactly as stored.
    public func candidates() throws -> [CleanupCandidate] {
        try database.namedRows(
            """
            SELECT id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                   avg_hr, max_hr, avg_hr IS NOT NULL AS has_hr, EXISTS (SELECT 1 FROM samples WHERE samples.run_id = runs.id) AS has_samples
            FROM runs ORDER BY id
            """
        ).map { row in
            CleanupCandidate(
                id: row[RunColumn.id].int64Value ?? 0, startUTC: row[RunColumn.startUTC].int64Value ?? 0,
                utcOffset: Int(row[RunColumn.utcOffset].int64Value ?? 0), sport: row[RunColumn.sport].stringValue ?? Sport.fallback,
                distance: StoredNumber(row[RunColumn.distance]), elapsed: StoredNumber(row[RunColumn.elapsed]),
                moving: StoredNumber(row[RunColumn.moving]), pace: StoredNumber(row[RunColumn.pace]),
                richness: RunRichness(hasSamples: row["has_samples"].int64Value == 1, hasHeartRate: row["has_hr"].int64Value == 1),
                paceStatus: row[RunColumn.paceStatus].stringValue ?? "",
                averageHeartRate: StoredNumber(row[RunColumn.averageHeartRate]), maxHeartRate: StoredNumber(row[RunColumn.maxHeartRate]))
        }
    }

    /// The recording-tail cut of every run that has one, reading all samples once, run by run.
    public func tails() throws -> [Int64: TailCut] {
        let statement = try database.prepare(
            "SELECT run_id, offset_ms, distance_dm, hr IS NOT NULL FROM samples ORDER BY run_id, seq")
        try statement.bind([])
        defer { statement.reset() }
        var result: [Int64: TailCut] = [:]
        var currentRun: Int64?
        var series: [TailSample] = []
        func finish() {
            if let run = currentRun, let cut = RecordingTailRule.cut(series) { result[run] = cut }
            series.removeAll(keepingCapacity: true)
        }
        while try statement.step() {
            let runID = statement.column(0).int64Value ?? 0
            if runID != currentRun {
                finish()
                currentRun = runID
            }
            series.append(
                TailSample(
                    offsetMs: statement.column(1).int64Value ?? 0, distanceDm: statement.column(2).int64Value,
                    hasHeartRate: statement.column(3).int64Value == 1))
        }
        finish()
        return result
    }

    /// The samples of a run, in order.
    public func samples(runID: Int64) throws -> [StoredSample] {
        try database.namedRows(
            "SELECT \(SampleColumn.sqlList()) FROM samples WHERE run_id = ? ORDER BY seq", [.integer(runID)]
        ).map(StoredSample.init(row:))
    }

    /// The findings of every rule over the stored runs (see `CleanupScan`). Samples are
    /// read only when `recording_tail` is asked for.
    public func findings(options: CleanupOptions) throws -> [CleanupFinding] {
        let tails = options.rules.contains(.recordingTail) ? try tails() : [:]
        return CleanupScan.findings(runs: try candidates(), tails: tails, options: options)
    }
}
