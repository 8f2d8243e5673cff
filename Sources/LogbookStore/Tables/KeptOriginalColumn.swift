import LogbookSQLite

/// The columns of `kept_originals`, one row per content hash whose original an import
/// decided about: the one place a column of it is declared (see `RunColumn`).
public enum KeptOriginalColumn: String, TableColumn {
    /// SHA-256 of the file's bytes, lowercase hex: the `import_files.content_sha256` it keeps.
    case contentSHA256 = "content_sha256"
    /// `kept`, `not-kept` or `dropped` (`KeptOriginalState`).
    case state
    /// The file's size in bytes (`nil` when it was never kept).
    case byteCount = "byte_count"
    /// The bytes its chunks hold (compressed).
    case storedBytes = "stored_bytes"
    /// `zstd` or `none` (`OriginalCompression`).
    case compression
    /// How its bytes were rewritten before compression: NULL or `digit-columns` (`OriginalLayout`, 0025).
    case layout
    /// When it was imported, UTC seconds.
    case keptAt = "kept_at"
    /// When `original --drop-before` dropped it, UTC seconds.
    case droppedAt = "dropped_at"

    /// The table.
    public static let table = "kept_originals"
}
