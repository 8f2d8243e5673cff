/// What stat says of a file without reading it: its size and modification time. A file whose
/// stamp is the one remembered is taken to hold the bytes read before.
public struct SyncFileStamp: Sendable, Equatable {
    /// Its size in bytes.
    public var size: Int64
    /// Its modification time in nanoseconds since 1970.
    public var mtimeNs: Int64

    /// A stamp of `size` bytes modified at `mtimeNs`.
    public init(size: Int64, mtimeNs: Int64) {
        self.size = size
        self.mtimeNs = mtimeNs
    }
}
