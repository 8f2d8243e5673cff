import LogbookSQLite

/// Writes one run's samples as chunks of `SampleChunk.samplesPerChunk` into a chunk table,
/// in the caller's transaction: the one way chunk rows are made (the save path, the 0026
/// conversion). Samples are appended in order; a chunk is written as soon as it is full, so
/// a long run never sits whole in memory, and `finish` writes the last one.
///
/// `INSERT OR ROLLBACK`: a refused chunk ends the caller's whole transaction, which every
/// caller rolls back on any error anyway; so does a sample outside `StoredSampleBounds`
/// (what the rows table's CHECKs refused), which throws `SampleWriteError`.
public struct SampleChunkWriter {
    /// The statement writing one chunk row.
    private let insert: Statement
    /// The run written.
    public let runID: Int64
    /// Samples waiting for their chunk.
    private var pending: [SequencedSample] = []
    /// The number of the next chunk.
    private var nextChunk: Int64 = 0
    /// The `seq` the next `append(_:)` gives.
    private var nextSeq: Int64 = 0

    /// The connection (rolled back when a sample is refused).
    private let database: Database

    /// True when each sample is checked against `StoredSampleBounds`.
    private let checksBounds: Bool

    /// A writer of run `runID`'s samples into `table` (a chunk table of `SamplePlace`);
    /// `checkingBounds` false stores any value (what was stored before, moved as it is).
    public init(
        runID: Int64, table: String = SamplePlace.live.chunkTable, checkingBounds: Bool = true, in database: Database
    ) throws {
        insert = try database.reusable(
            "INSERT OR ROLLBACK INTO \(table) (\(SampleChunkColumn.sqlList())) VALUES (\(SampleChunkColumn.placeholders))")
        self.runID = runID
        self.database = database
        checksBounds = checkingBounds
        pending.reserveCapacity(SampleChunk.samplesPerChunk)
    }

    /// Appends `sample` as the run's next one (its `seq` one more than the last).
    public mutating func append(_ sample: StoredSample) throws {
        try append(sample, seq: nextSeq)
    }

    /// Appends `sample` with its own `seq` (which the chunks keep as given).
    public mutating func append(_ sample: StoredSample, seq: Int64) throws {
        if checksBounds, let violation = StoredSampleBounds.violation(of: sample) {
            if !database.isAutocommit { try database.execute("ROLLBACK") }
            throw SampleWriteError.outOfBounds(runID: runID, seq: seq, column: violation.column.rawValue, value: violation.value)
        }
        pending.append(SequencedSample(seq: seq, sample: sample))
        nextSeq = seq &+ 1
        if pending.count == SampleChunk.samplesPerChunk { try flush() }
    }

    /// Writes the samples appended since the last full chunk.
    public mutating func finish() throws {
        try flush()
    }

    /// Writes the pending samples as one chunk, if any.
    private mutating func flush() throws {
        guard !pending.isEmpty else { return }
        let chunk = SampleChunk(number: nextChunk, entries: pending)
        try insert.execute(SampleChunkColumn.allCases.map { $0.value(of: chunk, runID: runID) })
        nextChunk += 1
        pending.removeAll(keepingCapacity: true)
    }
}
