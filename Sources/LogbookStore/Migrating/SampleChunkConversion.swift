import LogbookSQLite

/// Encodes the samples stored as rows into chunks: the step the migrator runs right before
/// `0026_sample_chunks.sql`, inside that migration's transaction.
///
/// Every run's samples, live, in quarantine or kept as a trim original, are read in `seq`
/// order (`SampleChunkTable.detectingLayout`) and written by the one chunk writer
/// (`SampleChunkWriter`) into a temporary table per place, which the script then copies into
/// the new tables before dropping the rows: the rows can only be read before the script drops
/// them, and a new logbook's schema is made from the scripts alone. Every value is kept as
/// stored, NULLs included. One run's chunk in memory at a time.
///
/// The script drops the rows' tables: with SQLite's `secure_delete` on (Debian builds it so)
/// every freed page would be zeroed through the WAL, a copy of every sample row written
/// again just to be erased (a full disk refused the upgrade of a logbook with room for its
/// backup). `secure_delete` is `FAST` for the migration (freed pages are not written; content
/// on pages written anyway is still zeroed) and back to what it was after (`restore`).
public enum SampleChunkConversion {
    /// The temporary table keeping the connection's `secure_delete` until `restore`.
    static let settingTable = "temp.sample_chunks_0026_setting"

    /// The temporary table the chunks of `place` wait in (the script names the same three).
    static func stagingTable(of place: SamplePlace) -> String {
        "temp.\(place.chunkTable)_0026"
    }

    /// Encodes every sample row of the three places; returns the number of samples converted.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        let setting = try database.scalar("PRAGMA secure_delete").int64Value ?? 1
        try database.execute("CREATE TEMP TABLE IF NOT EXISTS sample_chunks_0026_setting AS SELECT \(setting) AS secure_delete")
        try database.execute("PRAGMA secure_delete = FAST")
        var converted = 0
        for place in SamplePlace.allCases {
            let staging = stagingTable(of: place)
            try database.execute("CREATE TEMP TABLE IF NOT EXISTS \(place.chunkTable)_0026 (\(SampleChunkColumn.sqlList()))")
            let rows = try SampleChunkTable.detectingLayout(in: database, place: place)
            guard rows.readsRows else { continue }
            var writer: SampleChunkWriter?
            try rows.forEachRunChunk { runID, entries in
                if writer?.runID != runID {
                    try writer?.finish()
                    writer = try SampleChunkWriter(runID: runID, table: staging, checkingBounds: false, in: database)
                }
                for entry in entries { try writer?.append(entry.sample, seq: entry.seq) }
                converted += entries.count
            }
            try writer?.finish()
        }
        return converted
    }

    /// Sets `secure_delete` back to what it was before `run` (the step after the script).
    public static func restore(in database: Database) throws {
        guard try database.scalar("SELECT count(*) FROM sqlite_temp_master WHERE name = 'sample_chunks_0026_setting'").int64Value == 1
        else { return }
        let setting = try database.scalar("SELECT secure_delete FROM \(settingTable)").int64Value ?? 1
        try database.execute("PRAGMA secure_delete = \(setting)")
        try database.execute("DROP TABLE \(settingTable)")
    }
}
