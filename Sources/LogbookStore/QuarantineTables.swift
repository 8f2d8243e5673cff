import LogbookModel
import LogbookSQLite

/// The SQL of quarantine: moves one run's rows between the live tables and their
/// quarantine twins (`TwinTable.quarantine`), lists and deletes quarantined runs.
///
/// Every declared column is copied as stored. Callers own the transaction and decide
/// what to move (the cleanup use case).
public struct QuarantineTables {
    /// The connection.
    public let database: Database

    /// Creates the tables' SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Moves run `runID` with its splits and samples into quarantine, recording when, the
    /// rules (comma-separated), why and the copy kept for a duplicate.
    public func moveIn(runID: Int64, rules: String, detail: String, duplicateOf: Int64?, at now: Int64) throws {
        let twins = TwinTable.quarantine
        for twin in twins {
            let extra: [SQLiteValue] = twin.live != RunColumn.table ? [] : [
                .integer(now), .text(rules), .text(detail), duplicateOf.sqliteValue,
            ]
            try twin.copyFromLive(runID: runID, extraValues: extra, in: database)
        }
        for twin in twins.reversed() {
            try twin.deleteLiveRows(runID: runID, in: database)
        }
        try RouteBook(database: database).forget(runID: runID)
    }

    /// Moves run `runID` back to the live tables exactly as it was, values today's CHECK
    /// constraints refuse included (the infinite pace that got it quarantined).
    public func moveOut(runID: Int64) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
        for twin in TwinTable.quarantine {
            try twin.copyToLive(runID: runID, in: database)
        }
        for twin in TwinTable.quarantine.reversed() {
            try twin.deleteRows(runID: runID, in: database)
        }
        try RouteBook(database: database).place(runID: runID)
    }

    /// Deletes quarantined run `runID` for good, with its splits, samples, any trim original
    /// and the history of its edits.
    public func delete(runID: Int64) throws {
        try TrimOriginalTables(database: database).discard(runID: runID)
        try RunEditHistory(database: database).deleteAll(ofRun: runID)
        for twin in TwinTable.quarantine.reversed() {
            try twin.deleteRows(runID: runID, in: database)
        }
    }

    /// The ids of the runs in quarantine, ascending.
    public func ids() throws -> [Int64] {
        try database.rows("SELECT id FROM quarantined_runs ORDER BY id").compactMap { $0.first?.int64Value }
    }

    /// True when run `runID` is in quarantine.
    public func contains(_ runID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM quarantined_runs WHERE id = ?", [.integer(runID)]).int64Value == 1
    }

    /// The quarantined run `runID` as stored (every `runs` column its twin holds), with why it
    /// was quarantined; `nil` when it is not in quarantine.
    public func quarantinedRun(_ runID: Int64) throws -> (run: Run, rule: String)? {
        guard let row = try database.namedRows("SELECT * FROM quarantined_runs WHERE id = ?", [.integer(runID)]).first else {
            return nil
        }
        return (RunQueries.run(from: row), row["rule"].stringValue ?? "")
    }

    /// True when `runs` holds a run with id `runID`.
    public func liveRunExists(_ runID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM runs WHERE id = ?", [.integer(runID)]).int64Value != 0
    }

    /// The runs in quarantine, by id.
    public func list() throws -> [QuarantinedRun] {
        try database.namedRows(
            """
            SELECT id, start_utc, utc_offset_s, sport, name, distance_m, moving_s, pace_s_per_km,
                   rule, detail, duplicate_of, quarantined_at
            FROM quarantined_runs ORDER BY id
            """
        ).map { row in
            QuarantinedRun(
                id: row[RunColumn.id].int64Value ?? 0, startUTC: row[RunColumn.startUTC].int64Value ?? 0,
                utcOffset: Int(row[RunColumn.utcOffset].int64Value ?? 0), sport: row[RunColumn.sport].stringValue ?? Sport.fallback,
                name: row[RunColumn.name].stringValue, distance: StoredNumber(row[RunColumn.distance]),
                moving: StoredNumber(row[RunColumn.moving]), pace: StoredNumber(row[RunColumn.pace]),
                rules: (row["rule"].stringValue ?? "").split(separator: ",").map(String.init), detail: row["detail"].stringValue ?? "",
                duplicateOf: row["duplicate_of"].int64Value, quarantinedAt: row["quarantined_at"].int64Value ?? 0)
        }
    }
}
