import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookSupport

/// Reads best efforts: a run's own, the best per distance, and the counts of those left out.
public struct BestEffortQueries {
    /// The connection.
    public let database: Database

    /// Creates a query helper.
    public init(database: Database) {
        self.database = database
    }

    /// The stored best efforts of run `runID`, shortest distance first.
    public func efforts(runID: Int64) throws -> [BestEffort] {
        try database.namedRows(
            "SELECT \(BestEffortColumn.sqlList()) FROM best_efforts WHERE run_id = ? ORDER BY distance_m", [.integer(runID)]
        ).map(BestEffortColumn.effort(from:))
    }

    /// The select list and join every entry query shares.
    private static let entrySQL = """
        SELECT r.id AS run_id, r.start_utc, r.utc_offset_s, \(RecordSport.inferredSQL(alias: "r")) AS inferred,
               e.distance_m, e.time_s, e.starts_at_m, e.start_offset_s, e.status, e.measured_by
        FROM best_efforts e JOIN runs r ON r.id = e.run_id
        """

    /// The `limit` fastest stored efforts over `metres` that may be records among the runs
    /// `filter` keeps, fastest first (ties: earlier start first): those whose status, as a
    /// read with the running `thresholds` judges it (`EffortJudge.readStatusSQL`), is `ok`.
    /// One query per stored pace status, each an ordered range of the `(distance_m, status,
    /// time_s)` index read up to `limit` rows, merged here.
    public func fastest(metres: Double, filter: RecordFilter, thresholds: PaceThresholds, limit: Int) throws -> [RecordEntry] {
        var entries: [RecordEntry] = []
        for stored in EffortJudge.paceStatuses {
            let (condition, values) = Self.candidates(metres: metres, filter: filter, thresholds: thresholds, stored: [stored])
            entries += try database.namedRows(
                "\(Self.entrySQL) WHERE \(condition) ORDER BY e.time_s, r.start_utc, r.id LIMIT ?", values + [.integer(Int64(limit))]
            ).map(Self.candidate(from:))
        }
        entries.sort { ($0.effort.time, $0.startUTC, $0.runID) < ($1.effort.time, $1.startUTC, $1.runID) }
        return Array(entries.prefix(limit))
    }

    /// Every stored effort over `metres` that may be a record among the runs `filter`
    /// keeps (as `fastest` judges them), in date order (earlier start first).
    public func inDateOrder(metres: Double, filter: RecordFilter, thresholds: PaceThresholds) throws -> [RecordEntry] {
        let (condition, values) = Self.candidates(metres: metres, filter: filter, thresholds: thresholds, stored: EffortJudge.paceStatuses)
        return try database.namedRows("\(Self.entrySQL) WHERE \(condition) ORDER BY r.start_utc, r.id", values)
            .map(Self.candidate(from:))
    }

    /// The condition over `entrySQL` keeping the efforts over `metres` stored with one of
    /// the pace statuses `stored` (the only ones a read may judge `ok`) of `filter`'s runs
    /// that a read with `thresholds` judges `ok`, and its values in order.
    private static func candidates(
        metres: Double, filter: RecordFilter, thresholds: PaceThresholds, stored: [EffortStatus]
    ) -> (String, [SQLiteValue]) {
        let dates = filter.dates
        let status = EffortJudge.readStatusSQL(alias: "e", sport: filter.sport, thresholds: thresholds)
        let times = EffortJudge.believableTimes(metres: metres, sport: filter.sport, thresholds: thresholds)
        let kinds = stored.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        return (
            """
            e.distance_m = ? AND e.status IN (\(kinds)) AND e.time_s BETWEEN ? AND ?
            AND \(status.sql) = '\(EffortStatus.ok.rawValue)' AND \(RecordSport.condition(alias: "r")) AND \(dates.sql)
            AND NOT \(RunColumn.leftOutSQL(alias: "r"))
            """,
            [.real(metres), .real(times.lowerBound), .real(times.upperBound)] + status.values + [.text(filter.sport)] + dates.values
        )
    }

    /// How many efforts over each standard distance the runs `filter`'s dates keep are
    /// left out, by reason: statuses other than `ok` for the filter's sport (as a read with
    /// the running `thresholds` judges them, `EffortJudge.readStatusSQL`), every
    /// effort of another sport (`not_<sport>`), and the runs of the sport whose distance
    /// covers it without a single stored effort (`summary_only`: no samples with a distance).
    public func exclusions(filter: RecordFilter, thresholds: PaceThresholds) throws -> [Double: [RecordExclusion: Int]] {
        let dates = filter.dates
        let status = EffortJudge.readStatusSQL(alias: "e", sport: filter.sport, thresholds: thresholds)
        let maybe = EffortJudge.maybeNotOkSQL(alias: "e", sport: filter.sport, thresholds: thresholds)
        let own = "coalesce(\(RecordSport.condition(alias: "r")), 0)"
        var result: [Double: [RecordExclusion: Int]] = [:]
        // The inner WHERE keeps only rows that may be left out, so the judgement runs on few.
        let leftOut = RunColumn.leftOutSQL(alias: "r")
        let stored = try database.rows(
            """
            SELECT distance_m, own, status, doubt, count(*) FROM (
                SELECT e.distance_m, \(own) AS own, \(status.sql) AS status,
                       CASE WHEN \(leftOut) THEN r.doubt END AS doubt
                FROM best_efforts e JOIN runs r ON r.id = e.run_id
                WHERE (NOT \(own) OR \(maybe.sql) OR \(leftOut)) AND \(dates.sql))
            WHERE status <> '\(EffortStatus.ok.rawValue)' OR NOT own OR doubt IS NOT NULL
            GROUP BY 1, 2, 3, 4
            """, [.text(filter.sport)] + status.values + [.text(filter.sport)] + maybe.values + dates.values)
        for row in stored {
            guard let metres = row[0].doubleValue, let count = row[4].int64Value else { continue }
            let reason: RecordExclusion
            if row[1].int64Value != 1 {
                reason = .otherSport(filter.sport)
            } else if let doubt = row[3].stringValue {
                // A run that cannot be true: its reason, whatever its efforts' statuses.
                reason = .doubt(RunDoubt(stored: doubt))
            } else {
                reason = .status(EffortStatus(rawValue: row[2].stringValue ?? "") ?? .impossibleRun)
            }
            result[metres, default: [:]][reason, default: 0] += Int(count)
        }
        let summaries = try database.rows(
            """
            SELECT r.distance_m, CASE WHEN \(leftOut) THEN r.doubt END AS doubt FROM runs r
            WHERE \(RecordSport.condition(alias: "r")) AND r.distance_m >= ? AND \(dates.sql)
              AND NOT EXISTS (SELECT 1 FROM best_efforts e WHERE e.run_id = r.id)
            """, [.text(filter.sport), .real(RecordDistance.standard[0].metres)] + dates.values)
        for row in summaries {
            guard let covered = row[0].doubleValue else { continue }
            let reason = row[1].stringValue.map { RecordExclusion.doubt(RunDoubt(stored: $0)) } ?? .summaryOnly
            for distance in RecordDistance.standard where distance.metres <= covered {
                result[distance.metres, default: [:]][reason, default: 0] += 1
            }
        }
        return result
    }

    /// The best efforts over a distance that is not stored (`records --distance 3000`),
    /// computed now from the samples of every run `filter` keeps whose distance covers it
    /// and judged like stored ones (a run with a stored effort faster than a world record
    /// is `impossible_run`), with the counts of those left out. Walks every such sample:
    /// seconds on a large logbook, where stored distances answer in milliseconds.
    public func computed(metres: Double, filter: RecordFilter, thresholds: PaceThresholds) throws
        -> (entries: [RecordEntry], excluded: [RecordExclusion: Int])
    {
        let dates = filter.dates
        let chunks = SampleChunkTable(database: database)
        let scan = try database.prepare(
            """
            SELECT r.id, r.start_utc, r.utc_offset_s, \(RecordSport.inferredSQL(alias: "r")),
                   EXISTS (SELECT 1 FROM best_efforts b WHERE b.run_id = r.id AND b.status = 'faster_than_world_record')
            FROM runs r
            WHERE \(RecordSport.condition(alias: "r")) AND r.distance_m >= ? AND \(dates.sql)
              AND NOT \(RunColumn.leftOutSQL(alias: "r")) AND \(chunks.hasChunkSQL(runKey: "r.id"))
            ORDER BY r.id
            """)
        try scan.bind([.text(filter.sport), .real(metres)] + dates.values)
        var entries: [RecordEntry] = []
        var excluded: [RecordExclusion: Int] = [:]
        for row in try database.rows(
            """
            SELECT r.doubt, count(*) FROM runs r
            WHERE \(RecordSport.condition(alias: "r")) AND r.distance_m >= ? AND \(dates.sql) AND \(RunColumn.leftOutSQL(alias: "r"))
            GROUP BY 1
            """, [.text(filter.sport), .real(metres)] + dates.values)
        {
            guard let doubt = row[0].stringValue, let count = row[1].int64Value else { continue }
            excluded[.doubt(RunDoubt(stored: doubt)), default: 0] += Int(count)
        }
        var current: (entry: RecordEntry, impossible: Bool, finder: BestEffortFinder, positioned: Bool)?
        func finish() throws {
            guard var run = current else { return }
            if let failure = run.finder.failure { throw SpoolError(reason: failure) }
            run.finder.fromDevice = !run.positioned
            guard var effort = EffortJudge.judge(run.finder.efforts, sport: filter.sport, thresholds: thresholds).first else {
                return
            }
            if run.impossible && effort.status != .fasterThanWorldRecord { effort.status = .impossibleRun }
            if effort.status == .ok {
                run.entry.effort = effort
                entries.append(run.entry)
            } else {
                excluded[.status(effort.status), default: 0] += 1
            }
        }
        while try scan.step() {
            let id = scan.column(0).int64Value ?? 0
            try finish()
            let entry = RecordEntry(
                runID: id, startUTC: scan.column(1).int64Value ?? 0, utcOffset: Int(scan.column(2).int64Value ?? 0),
                inferredSport: scan.column(3).int64Value == 1,
                effort: BestEffort(distance: metres, time: 0, startsAt: 0, startOffset: 0))
            current = (entry, scan.column(4).int64Value == 1, BestEffortFinder(distances: [metres]), false)
            try chunks.forEachChunk(runID: id) { samples in
                for entry in samples {
                    current?.finder.add(offsetMs: entry.sample.offsetMs, distanceDm: entry.sample.distanceDm, segment: entry.sample.segment)
                    if entry.sample.hasPosition { current?.positioned = true }
                }
                return true
            }
        }
        scan.reset()
        try finish()
        entries.sort { ($0.effort.time, $0.startUTC, $0.runID) < ($1.effort.time, $1.startUTC, $1.runID) }
        return (entries, excluded)
    }

    /// An entry from a row `candidates` kept: its status is `ok` as the read judged it,
    /// whatever pace status it was stored with.
    private static func candidate(from row: SQLiteRow) -> RecordEntry {
        var entry = entry(from: row)
        entry.effort.status = .ok
        return entry
    }

    /// An entry from a row of `entrySQL`.
    private static func entry(from row: SQLiteRow) -> RecordEntry {
        RecordEntry(
            runID: row["run_id"].int64Value ?? 0, startUTC: row["start_utc"].int64Value ?? 0,
            utcOffset: Int(row["utc_offset_s"].int64Value ?? 0), inferredSport: row["inferred"].int64Value == 1,
            effort: BestEffortColumn.effort(from: row))
    }
}
