import LogbookSQLite

/// The columns of `sample_chunks` (migration 0026), one chunk of a run's samples per row:
/// the one place a column of it is declared (see `RunColumn`). The twins
/// `quarantined_sample_chunks` and `trim_original_sample_chunks` mirror it (`TwinTable`).
public enum SampleChunkColumn: String, TableColumn {
    /// The run.
    case runID = "run_id"
    /// The chunk's 0-based number in its run (`SampleChunk.number`).
    case chunk
    /// The `seq` of its first sample.
    case firstSeq = "first_seq"
    /// How many samples it holds.
    case sampleCount = "sample_count"
    /// The time of its first sample, ms since the run's start.
    case firstOffsetMs = "first_offset_ms"
    /// The time of its last sample.
    case lastOffsetMs = "last_offset_ms"
    /// Bit i set when column i of `SampleChunkCodec.columnNames` has a value in some sample.
    case presentColumns = "present_columns"
    /// The encoded samples (`SampleChunkCodec`).
    case data

    /// The table.
    public static let table = "sample_chunks"

    /// The value stored in this column for `chunk` of run `runID`.
    public func value(of chunk: SampleChunk, runID: Int64) -> SQLiteValue {
        switch self {
        case .runID: return .integer(runID)
        case .chunk: return .integer(chunk.number)
        case .firstSeq: return .integer(chunk.firstSeq)
        case .sampleCount: return .integer(chunk.sampleCount)
        case .firstOffsetMs: return .integer(chunk.firstOffsetMs)
        case .lastOffsetMs: return .integer(chunk.lastOffsetMs)
        case .presentColumns: return .integer(chunk.presentColumns)
        case .data: return .blob(chunk.data)
        }
    }

    /// The `present_columns` bits of `lat_e7` and `lon_e7`: both set where a chunk may hold a position.
    public static let positionBits: Int64 = 0b1100
    /// The `present_columns` bit of `hr`.
    public static let heartRateBit: Int64 = 1 << 5
}
