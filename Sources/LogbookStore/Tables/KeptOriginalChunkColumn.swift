import LogbookSQLite

/// The columns of `kept_original_chunks`: a kept original's compressed stream, cut in
/// pieces of at most `KeptOriginalTables.chunkSize` bytes (see `RunColumn`).
public enum KeptOriginalChunkColumn: String, TableColumn {
    /// The row's id.
    case id
    /// The original it is a piece of.
    case contentSHA256 = "content_sha256"
    /// Its place in the stream, from 0.
    case seq
    /// The compressed bytes.
    case bytes

    /// The table.
    public static let table = "kept_original_chunks"
}
