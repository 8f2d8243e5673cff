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
    ///
    /// Reads only what may be left out, never every effort joined to its run: the runs of
    /// another sport or left out (`RunColumn.leftOutSQL`) with their efforts, then for the
    /// sport's other runs the efforts a read may judge other than `ok` (`leftOutCandidates`:
    /// ranges of the `(distance_m, status, time_s)` index), each judged exactly.
    public func exclusions(filter: RecordFilter, thresholds: PaceThresholds) throws -> [Double: [RecordExclusion: Int]] {
        let dates = filter.dates
        let status = EffortJudge.readStatusSQL(alias: "e", sport: filter.sport, thresholds: thresholds)
        let own = "coalesce(\(RecordSport.condition(alias: "r")), 0)"
        var result: [Double: [RecordExclusion: Int]] = [:]
        let leftOut = RunColumn.leftOutSQL(alias: "r")
        // Runs first (CROSS JOIN keeps that order): a scan of the runs, and the efforts
        // of the few runs of another sport or left out by their primary key.
        let whole = try database.rows(
            """
            SELECT e.distance_m, \(own) AS own, CASE WHEN \(leftOut) THEN r.doubt END AS doubt, count(*)
            FROM runs r CROSS JOIN best_efforts e ON e.run_id = r.id
            WHERE (NOT \(own) OR \(leftOut)) AND \(dates.sql)
            GROUP BY 1, 2, 3
            """, [.text(filter.sport), .text(filter.sport)] + dates.values)
        for row in whole {
            guard let metres = row[0].doubleValue, let count = row[3].int64Value else { continue }
            // Another sport's effort is that sport's, whatever its run's doubt; a run of the
            // sport left out gives its doubt, whatever its efforts' statuses.
            let reason: RecordExclusion = row[1].int64Value != 1
                ? .otherSport(filter.sport) : .doubt(RunDoubt(stored: row[2].stringValue ?? ""))
            result[metres, default: [:]][reason, default: 0] += Int(count)
        }
        let candidates = Self.leftOutCandidates(sport: filter.sport, thresholds: thresholds)
        let judged = try database.rows(
            """
            WITH candidates(distance_m, status, time_s, run_id) AS (\(candidates.sql))
            SELECT distance_m, status, count(*) FROM (
                SELECT e.distance_m, \(status.sql) AS status
                FROM candidates e CROSS JOIN runs r ON r.id = e.run_id
                WHERE \(RecordSport.condition(alias: "r")) AND NOT \(leftOut) AND \(dates.sql))
            WHERE status <> '\(EffortStatus.ok.rawValue)'
            GROUP BY 1, 2
            """, candidates.values + status.values + [.text(filter.sport)] + dates.values)
        for row in judged {
            guard let metres = row[0].doubleValue, let count = row[2].int64Value else { continue }
            let reason = RecordExclusion.status(EffortStatus(rawValue: row[1].stringValue ?? "") ?? .impossibleRun)
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

    /// A query over `best_efforts` giving `distance_m, status, time_s, run_id` of every
    /// stored effort over a standard distance that a read of runs of `sport` with the
    /// running `thresholds` may judge other than `ok` (and of a few it judges `ok`): those
    /// stored with a status other than `ok`, and those stored `ok` whose time lies outside
    /// `EffortJudge.surelyBelievableTimes`. Three ranges of the `(distance_m, status,
    /// time_s)` index per distance; its values in order.
    private static func leftOutCandidates(sport: String, thresholds: PaceThresholds) -> (sql: String, values: [SQLiteValue]) {
        let columns = "distance_m, status, time_s, run_id"
        let ok = EffortStatus.ok.rawValue
        let others = EffortStatus.allCases.filter { $0 != .ok }.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        var parts: [String] = []
        var values: [SQLiteValue] = []
        for distance in RecordDistance.standard {
            parts.append("SELECT \(columns) FROM best_efforts WHERE distance_m = ? AND status IN (\(others))")
            values.append(.real(distance.metres))
            if let sure = EffortJudge.surelyBelievableTimes(metres: distance.metres, sport: sport, thresholds: thresholds) {
                parts.append("SELECT \(columns) FROM best_efforts WHERE distance_m = ? AND status = '\(ok)' AND time_s < ?")
                parts.append("SELECT \(columns) FROM best_efforts WHERE distance_m = ? AND status = '\(ok)' AND time_s > ?")
                values += [.real(distance.metres), .real(sure.lowerBound), .real(distance.metres), .real(sure.upperBound)]
            } else {
                parts.append("SELECT \(columns) FROM best_efforts WHERE distance_m = ? AND status = '\(ok)'")
                values.append(.real(distance.metres))
            }
        }
        return (parts.joined(separator: " UNION ALL "), values)
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
