import LogbookSQLite

/// A file of a place as the last sync that read it left it: its stamp, hash and outcome.
public struct RememberedFile: Sendable, Equatable, FetchableRow {
    /// Its path below the place's root.
    public var path: String
    /// Its size and modification time before it was read.
    public var stamp: SyncFileStamp
    /// The SHA-256 of its bytes, when it could be hashed.
    public var sha256: String?
    /// What the import made of it (`imported`, `duplicate`, `upgraded`, `skipped`, `rejected`).
    public var outcome: String
    /// Why it was skipped or rejected.
    public var message: String?

    /// A remembered file.
    public init(path: String, stamp: SyncFileStamp, sha256: String?, outcome: String, message: String?) {
        self.path = path
        self.stamp = stamp
        self.sha256 = sha256
        self.outcome = outcome
        self.message = message
    }

    /// The file of a `sync_files` row.
    public init(row: SQLiteRow) throws {
        path = row[SyncFileColumn.path].stringValue ?? ""
        stamp = SyncFileStamp(size: row[SyncFileColumn.size].int64Value ?? -1, mtimeNs: row[SyncFileColumn.mtimeNs].int64Value ?? 0)
        sha256 = row[SyncFileColumn.sha256].stringValue
        outcome = row[SyncFileColumn.outcome].stringValue ?? ""
        message = row[SyncFileColumn.message].stringValue
    }
}
