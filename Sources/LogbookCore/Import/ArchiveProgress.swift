/// How far the walk of an archive has come, for a progress line.
public struct ArchiveProgress: Sendable, Equatable {
    /// Files found in the archive so far.
    public var members: Int
    /// Compressed bytes read of it so far.
    public var bytes: Int64
}
