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
public enum SampleChunkConversion {
    /// The temporary table the chunks of `place` wait in (the script names the same three).
    static func stagingTable(of place: SamplePlace) -> String {
        "temp.\(place.chunkTable)_0026"
    }

    /// Encodes every sample row of the three places; returns the number of samples converted.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
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
                for entry in entries { try writer?.append(entry) }
                converted += entries.count
            }
            try writer?.finish()
        }
        return converted
    }
}
