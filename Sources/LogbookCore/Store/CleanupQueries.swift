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

    /// The recording-tail cut of every stored run that has one.
    public func tails() throws -> [Int64: TailCut] {
        try tails(of: candidates())
    }

    /// The recording-tail cut of every run in `runs` that has one (see `RecordingTailRule`).
    ///
    /// Each run with samples is read backwards from its last sample, only as far as
    /// `RecordingTailSearch` needs (usually a sample or two), so the cost grows with the
    /// number of runs, not of samples.
    public func tails(of runs: [CleanupCandidate]) throws -> [Int64: TailCut] {
        let firstSample = try database.prepare(
            "SELECT seq, offset_ms, distance_dm, hr IS NOT NULL FROM samples WHERE run_id = ? ORDER BY seq LIMIT 1")
        let newestFirst = try database.prepare(
            "SELECT seq, offset_ms, distance_dm, hr IS NOT NULL FROM samples WHERE run_id = ? ORDER BY seq DESC")
        defer {
            firstSample.reset()
            newestFirst.reset()
        }
        func sample(_ statement: Statement) -> (seq: Int64, sample: TailSample) {
            (statement.column(0).int64Value ?? 0,
             TailSample(
                offsetMs: statement.column(1).int64Value ?? 0, distanceDm: statement.column(2).int64Value,
                hasHeartRate: statement.column(3).int64Value == 1))
        }
        var result: [Int64: TailCut] = [:]
        for run in runs where run.richness.hasSamples {
            try firstSample.bind([.integer(run.id)])
            guard try firstSample.step() else { continue }
            let first = sample(firstSample)
            firstSample.reset()
            var search = RecordingTailSearch(first: first.sample, hasHeartRate: run.richness.hasHeartRate)
            try newestFirst.bind([.integer(run.id)])
            while try newestFirst.step() {
                let next = sample(newestFirst)
                // Positions counted from the first sample (logbook numbers samples 0, 1, 2, ...).
                let index = Int(clamping: next.seq.subtractingReportingOverflow(first.seq).partialValue)
                if !search.add(next.sample, index: max(index, 0)) { break }
            }
            newestFirst.reset()
            if let cut = search.cut { result[run.id] = cut }
        }
        return result
    }

    /// The samples of a run, in order.
    public func samples(runID: Int64) throws -> [StoredSample] {
        try database.namedRows(
            "SELECT \(SampleColumn.sqlList()) FROM samples WHERE run_id = ? ORDER BY seq", [.integer(runID)]
        ).map(StoredSample.init(row:))
    }

    /// The findings of every rule over the stored runs (see `CleanupScan`). Samples are
    /// read only when `recording_tail` is asked for, and then only each run's last few.
    public func findings(options: CleanupOptions) throws -> [CleanupFinding] {
        let runs = try candidates()
        let tails = options.rules.contains(.recordingTail) ? try tails(of: runs) : [:]
        return CleanupScan.findings(runs: runs, tails: tails, options: options)
    }
}
