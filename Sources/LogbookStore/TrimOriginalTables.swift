import LogbookSQLite

/// The SQL of trim originals: keeps a run's rows as they were before its first trim in
/// the `trim_original*` twins (`TwinTable.trimOriginals`) and puts them back.
///
/// Every declared column is copied as stored. Callers own the transaction and decide
/// when to keep or restore (the trim use case).
public struct TrimOriginalTables {
    /// The connection.
    public let database: Database

    /// Creates the tables' SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// True when run `runID` has an original kept by an earlier trim.
    public func hasOriginal(_ runID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM trim_originals WHERE run_id = ?", [.integer(runID)]).int64Value == 1
    }

    /// The runs that have an original kept by an earlier trim.
    public func runIDs() throws -> Set<Int64> {
        Set(try database.rows("SELECT run_id FROM trim_originals").compactMap { $0.first?.int64Value })
    }

    /// Copies run `runID` with its splits and samples into the originals, recording when
    /// (`now`) and where the cut was, in milliseconds since the start.
    public func keep(runID: Int64, cutMs: Int64, now: Int64) throws {
        for twin in TwinTable.trimOriginals {
            let extra: [SQLiteValue] = twin.live != RunColumn.table ? [] : [.integer(now), .integer(cutMs)]
            try twin.copyFromLive(runID: runID, extraValues: extra, in: database)
        }
    }

    /// Puts run `runID` back as its original (values today's CHECK constraints refuse
    /// included), deletes the original, and returns where the first cut was, in ms.
    public func restore(runID: Int64) throws -> Int64 {
        let cutMs = try database.scalar("SELECT cut_offset_ms FROM trim_originals WHERE run_id = ?", [.integer(runID)])
        let twins = TwinTable.trimOriginals
        try database.execute("PRAGMA ignore_check_constraints = ON")
        defer { try? database.execute("PRAGMA ignore_check_constraints = OFF") }
        let runs = twins[0]
        let columns = runs.liveColumns.filter { $0 != RunColumn.id.rawValue }
        let list = columns.joined(separator: ", ")
        let sources = columns.map(runs.twinName(of:)).joined(separator: ", ")
        try database.execute(
            "UPDATE runs SET (\(list)) = (SELECT \(sources) FROM \(runs.name) WHERE \(runs.key) = ?) WHERE id = ?",
            [.integer(runID), .integer(runID)])
        for twin in twins.dropFirst() {
            try twin.deleteLiveRows(runID: runID, in: database)
            try twin.copyToLive(runID: runID, in: database)
        }
        try discard(runID: runID)
        // The original's samples are back: its route and segment passes are theirs again.
        try RouteBook(database: database).place(runID: runID)
        return cutMs.int64Value ?? 0
    }

    /// Deletes the original kept for run `runID`, if any, table by table, children first (so
    /// no cascade is needed: an import session stores with foreign keys not enforced).
    public func discard(runID: Int64) throws {
        for twin in TwinTable.trimOriginals.reversed() {
            try twin.deleteRows(runID: runID, in: database)
        }
    }
}
