/// How a kept original's bytes are stored: the `compression` of its `kept_originals` row.
public enum OriginalCompression: String, Sendable, Equatable {
    /// One zstd frame (level 1), written and read through libzstd.
    case zstd
    /// The bytes as they are: only when libzstd cannot be loaded to compress them.
    case none
}
