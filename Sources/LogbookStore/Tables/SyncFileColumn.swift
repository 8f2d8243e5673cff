import LogbookSQLite

/// The columns of `sync_files`, what a sync remembers of each file it read: the one place a
/// new column of it is declared (see `RunColumn`).
public enum SyncFileColumn: String, TableColumn {
    /// The place the file is on.
    case placeID = "place_id"
    /// Its path below the place's root.
    case path
    /// Its size in bytes, as stat gave it before it was read.
    case size
    /// Its modification time in nanoseconds since 1970, as stat gave it before it was read.
    case mtimeNs = "mtime_ns"
    /// The SHA-256 of its bytes, or NULL when it could not be hashed.
    case sha256
    /// What the import made of it (`FileImportStatus`).
    case outcome
    /// Why it was skipped or rejected.
    case message

    /// The table.
    public static let table = "sync_files"
}
