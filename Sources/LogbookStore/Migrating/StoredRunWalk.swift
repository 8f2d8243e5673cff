import LogbookSQLite

/// Walks the stored runs that have samples, in each place (live, in quarantine, kept as a
/// trim original) that keeps a child table's rows, one run at a time and a chunk at a time:
/// the walk the backfills of derived values (`BestEffortBackfill`, `RunTileBackfill`) share.
/// Samples of no stored run are passed over; samples are read as they are stored (rows
/// before 0026, chunks since).
enum StoredRunWalk {
    /// For each place that keeps rows of `child`, reads `columns` of every run there; for each
    /// run with samples, `start` makes what the backfill keeps while reading them from its
    /// row, `add` gives it each sample in order, and `finish` takes it, with the place's table
    /// of `child`, once the run's samples are read.
    static func forEachRun<Walk>(
        keeping child: RunChildTable, reading columns: String, in database: Database,
        start: (_ row: SQLiteRow) -> Walk,
        add: (inout Walk, SequencedSample) -> Void,
        finish: (_ table: String, _ runID: Int64, _ walk: Walk) throws -> Void
    ) throws {
        for place in SamplePlace.allCases {
            guard let table = child.table(at: place) else { continue }
            try forEachRun(of: place, reading: columns, in: database, start: start, add: add) { id, walk in
                try finish(table, id, walk)
            }
        }
    }

    /// The walk over the runs of one place.
    private static func forEachRun<Walk>(
        of place: SamplePlace, reading columns: String, in database: Database,
        start: (_ row: SQLiteRow) -> Walk,
        add: (inout Walk, SequencedSample) -> Void,
        finish: (_ runID: Int64, _ walk: Walk) throws -> Void
    ) throws {
        var rows: [Int64: SQLiteRow] = [:]
        for row in try database.namedRows("SELECT \(place.runKey) AS run_key, \(columns) FROM \(place.runTable)") {
            guard let id = row["run_key"].int64Value else { continue }
            rows[id] = row
        }
        var current: (id: Int64, walk: Walk)?
        try SampleChunkTable.detectingLayout(in: database, place: place).forEachRunChunk { id, entries in
            if current?.id != id {
                if let done = current { try finish(done.id, done.walk) }
                current = rows[id].map { (id, start($0)) }
            }
            // Taken out while it grows, so that nothing else holds its storage (no copy).
            guard var walk = current?.walk else { return }
            current = nil
            for entry in entries { add(&walk, entry) }
            current = (id, walk)
        }
        if let done = current { try finish(done.id, done.walk) }
    }
}
