import LogbookStore

/// What `sync` decides about each file: whether to read it, and whether to remember what
/// reading it gave. Pure functions, so that tests call them directly.
public enum SyncRules {
    /// True when `listed` must be read: nothing is remembered of its path, or its size or
    /// modification time differ from what was remembered (a file replaced or written again).
    /// A remembered file with the same stamp is never read, whatever its outcome was: a
    /// damaged file is reported once, when it is first read.
    public static func needsReading(_ listed: SyncFileStamp, remembered: RememberedFile?) -> Bool {
        remembered?.stamp != listed
    }

    /// True when what reading a file gave is remembered under the stamp it had `before` the
    /// read: every outcome but a rejection is (a file that changed meanwhile then has another
    /// stamp, and is read again next time); a rejected file only when it is still there with
    /// that stamp (`after`), so that a file whose mount went away, or that was still being
    /// written, is read again at the next sync rather than taken for a damaged one.
    public static func remembers(_ status: FileImportStatus, before: SyncFileStamp, after: SyncFileStamp?) -> Bool {
        status != .rejected || after == before
    }
}
