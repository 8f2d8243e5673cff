import LogbookStore

/// A file of a place as a listing found it: where it is and its stamp, nothing read.
public struct ListedFile: Sendable, Equatable {
    /// Its path below the place's root (what the memory is keyed by).
    public var path: String
    /// Its absolute path.
    public var absolutePath: String
    /// Its size and modification time when listed.
    public var stamp: SyncFileStamp
}
