/// How a kept original's bytes are stored: the `compression` of its `kept_originals` row.
public enum OriginalCompression: String, Sendable, Equatable {
    /// One raw zstd stream (level 3), written and read through libarchive.
    case zstd
    /// The bytes as they are: only when libarchive cannot be loaded to compress them.
    case none
}
