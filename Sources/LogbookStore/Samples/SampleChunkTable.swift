import LogbookSQLite

/// Reads the samples of one place (`SamplePlace`) chunk by chunk, decoded: the one reader of
/// stored samples, which every other (a report's windows, best efforts, routes, tiles, the
/// heart-rate summary, a trim) goes through.
///
/// Each call hands `body` one decoded chunk at a time, so memory holds one chunk (512
/// samples) whatever the length of the run. A damaged chunk throws `SampleChunkError`.
///
/// The follow-up steps of migrations before 0026 (best efforts, heart rates, tiles, routes)
/// run on a logbook whose samples are still rows: `detectingLayout` reads those rows, grouped
/// as the chunks 0026 makes of them, so those steps read through this reader too.
public struct SampleChunkTable {
    /// The connection.
    public let database: Database
    /// Where the samples are read from.
    public let place: SamplePlace
    /// True when the samples are still rows (a logbook migrated up to a version before 0026).
    public let readsRows: Bool
    /// True when the rows table has a `segment` column (added by 0011); always true for chunks.
    let rowsHaveSegment: Bool

    /// A reader of the chunks of `place` in a migrated logbook.
    public init(database: Database, place: SamplePlace = .live) {
        self.database = database
        self.place = place
        readsRows = false
        rowsHaveSegment = true
    }

    /// A reader of `place` in `database` as its schema stands: its chunks, or its rows while
    /// a migration before 0026 runs.
    public static func detectingLayout(in database: Database, place: SamplePlace = .live) throws -> SampleChunkTable {
        let tables = Set(try database.userTableNames())
        guard !tables.contains(place.chunkTable), tables.contains(place.rowTable) else {
            return SampleChunkTable(database: database, place: place)
        }
        let columns = try database.rows("SELECT name FROM pragma_table_info(?)", [.text(place.rowTable)])
            .compactMap { $0.first?.stringValue }
        return SampleChunkTable(database: database, place: place, segment: columns.contains(SampleColumn.segment.rawValue))
    }

    /// A reader of the rows of `place` (before 0026).
    private init(database: Database, place: SamplePlace, segment: Bool) {
        self.database = database
        self.place = place
        readsRows = true
        rowsHaveSegment = segment
    }

    /// Calls `body` with each chunk of run `runID`, in order, until the last or until `body`
    /// returns false. `requiring` skips chunks whose `present_columns` lack any of its bits
    /// (`SampleChunkColumn.positionBits`: only chunks that may hold a position); rows (before
    /// 0026) have no header, so all of them come, and the caller still checks each sample.
    public func forEachChunk(
        runID: Int64, requiring bits: Int64 = 0, _ body: ([SequencedSample]) throws -> Bool
    ) throws {
        if readsRows {
            try forEachRowChunk(runID: runID) { _, entries in try body(entries) }
            return
        }
        let statement = try database.prepare(
            """
            SELECT \(SampleChunkColumn.chunk.rawValue), \(SampleChunkColumn.data.rawValue) FROM \(place.chunkTable)
            WHERE \(SampleChunkColumn.runID.rawValue) = ? AND \(SampleChunkColumn.presentColumns.rawValue) & ? = ?
            ORDER BY \(SampleChunkColumn.chunk.rawValue)
            """)
        defer { statement.reset() }
        try statement.bind([.integer(runID), .integer(bits), .integer(bits)])
        while try statement.step() {
            guard try body(try decode(statement, runID: runID, chunkColumn: 0)) else { return }
        }
    }

    /// The chunks of run `runID` from the last back to the first, one per call of the
    /// function returned (each chunk's samples in their own order; nil after the first): for
    /// a reader that stops as soon as it has read far enough back. Chunks only (since 0026).
    public func chunksFromEnd(runID: Int64) throws -> () throws -> [SequencedSample]? {
        let statement = try database.prepare(
            """
            SELECT \(SampleChunkColumn.chunk.rawValue), \(SampleChunkColumn.data.rawValue) FROM \(place.chunkTable)
            WHERE \(SampleChunkColumn.runID.rawValue) = ? ORDER BY \(SampleChunkColumn.chunk.rawValue) DESC
            """)
        try statement.bind([.integer(runID)])
        return {
            guard try statement.step() else {
                statement.reset()
                return nil
            }
            return try decode(statement, runID: runID, chunkColumn: 0)
        }
    }

    /// Calls `body` with every chunk of the place, run by run (ascending ids), each run's in
    /// order: a run with more than one chunk comes in consecutive calls.
    public func forEachRunChunk(_ body: (_ runID: Int64, _ entries: [SequencedSample]) throws -> Void) throws {
        if readsRows {
            try forEachRowChunk(runID: nil) { runID, entries in
                try body(runID, entries)
                return true
            }
            return
        }
        let statement = try database.prepare(
            """
            SELECT \(SampleChunkColumn.runID.rawValue), \(SampleChunkColumn.chunk.rawValue), \(SampleChunkColumn.data.rawValue)
            FROM \(place.chunkTable) ORDER BY \(SampleChunkColumn.runID.rawValue), \(SampleChunkColumn.chunk.rawValue)
            """)
        defer { statement.reset() }
        while try statement.step() {
            let runID = statement.int64(0) ?? 0
            try body(runID, try decode(statement, runID: runID, chunkColumn: 1))
        }
    }

    /// The number of samples run `runID` has, from the chunks' headers (since 0026).
    public func sampleCount(runID: Int64) throws -> Int64 {
        try database.scalar("SELECT \(sampleCountSQL(runKey: "?"))", [.integer(runID)]).int64Value ?? 0
    }

    /// The number of samples of every run of this place, from the chunks' headers (since 0026).
    public func totalSampleCount() throws -> Int64 {
        try database.scalar("SELECT \(sampleCountSQL(runKey: nil))").int64Value ?? 0
    }

    /// The SQL expression for the number of samples run `key` (a column expression, or `?`)
    /// has, from the chunks' headers; every run's when `key` is `nil`: the one spelling of
    /// the count, which `RunStore.findDuplicate` puts in its select list.
    public func sampleCountSQL(runKey key: String?) -> String {
        let runs = key.map { " WHERE \(place.chunkTable).\(SampleChunkColumn.runID.rawValue) = \($0)" } ?? ""
        return "(SELECT coalesce(sum(\(SampleChunkColumn.sampleCount.rawValue)), 0) FROM \(place.chunkTable)\(runs))"
    }

    /// The SQL condition that run `key` (a column expression) has a chunk whose
    /// `present_columns` hold every one of `bits`: what "has samples" (`bits` 0), "has a
    /// heart rate" read from the headers alone.
    public func hasChunkSQL(runKey key: String, requiring bits: Int64 = 0) -> String {
        let condition = bits == 0 ? "" : " AND c.\(SampleChunkColumn.presentColumns.rawValue) & \(bits) = \(bits)"
        return "EXISTS (SELECT 1 FROM \(place.chunkTable) c WHERE c.\(SampleChunkColumn.runID.rawValue) = \(key)\(condition))"
    }

    /// The samples of the chunk in the current row of `statement`: its number in column
    /// `chunkColumn`, its data in the next.
    private func decode(_ statement: Statement, runID: Int64, chunkColumn: Int32) throws -> [SequencedSample] {
        let chunk = statement.int64(chunkColumn) ?? 0
        guard case .blob(let bytes) = statement.column(chunkColumn + 1) else {
            throw SampleChunkError.damaged(runID: runID, chunk: chunk, byte: 0, reason: "the chunk holds no bytes")
        }
        return try SampleChunkCodec.decode(bytes, runID: runID, chunk: chunk)
    }

    /// The rows of `place` (before 0026) of run `runID` (every run when nil), grouped per run
    /// as the chunks 0026 makes of them, until `body` returns false.
    private func forEachRowChunk(runID: Int64?, _ body: (Int64, [SequencedSample]) throws -> Bool) throws {
        let columns = SampleColumn.ordered.filter { rowsHaveSegment || $0 != .segment }
        let statement = try database.prepare(
            """
            SELECT \(columns.map(\.rawValue).joined(separator: ", ")) FROM \(place.rowTable)
            \(runID == nil ? "" : "WHERE \(SampleColumn.runID.rawValue) = ?")
            ORDER BY \(SampleColumn.runID.rawValue), \(SampleColumn.seq.rawValue)
            """)
        defer { statement.reset() }
        if let runID { try statement.bind([.integer(runID)]) }
        let found = statement.columnPositions
        let positions = SampleColumn.ordered.map { column in found[column.rawValue].map(Int32.init) }
        guard let runColumn = found[SampleColumn.runID.rawValue].map(Int32.init),
              let seqColumn = found[SampleColumn.seq.rawValue].map(Int32.init)
        else { return }
        var run: Int64?
        var pending: [SequencedSample] = []
        pending.reserveCapacity(SampleChunk.samplesPerChunk)
        while try statement.step() {
            let id = statement.int64(runColumn) ?? 0
            if let current = run, current != id || pending.count == SampleChunk.samplesPerChunk {
                guard try body(current, pending) else { return }
                pending.removeAll(keepingCapacity: true)
            }
            run = id
            pending.append(SequencedSample(
                seq: statement.int64(seqColumn) ?? 0, sample: StoredSample(statement: statement, positions: positions)))
        }
        if let current = run, !pending.isEmpty { _ = try body(current, pending) }
    }
}
