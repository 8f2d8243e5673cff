/// One `kept_originals` row: what the logbook knows of a file's original.
public struct KeptOriginal: Sendable, Equatable {
    /// SHA-256 of the file's bytes, lowercase hex.
    public var contentSHA256: String
    /// Kept, not kept, or dropped.
    public var state: KeptOriginalState
    /// The file's size in bytes (`nil` when it was never kept).
    public var byteCount: Int64?
    /// What its chunks hold (compressed), or held before it was dropped.
    public var storedBytes: Int64?
    /// How its bytes are stored.
    public var compression: OriginalCompression?
    /// How its bytes were rewritten before they were compressed (`nil`: as they are).
    public var layout: OriginalLayout?
    /// When it was imported, UTC seconds.
    public var keptAt: Int64
    /// When it was dropped, UTC seconds.
    public var droppedAt: Int64?

    /// Creates the value.
    public init(
        contentSHA256: String, state: KeptOriginalState, byteCount: Int64? = nil, storedBytes: Int64? = nil,
        compression: OriginalCompression? = nil, layout: OriginalLayout? = nil, keptAt: Int64,
        droppedAt: Int64? = nil
    ) {
        self.contentSHA256 = contentSHA256
        self.state = state
        self.byteCount = byteCount
        self.storedBytes = storedBytes
        self.compression = compression
        self.layout = layout
        self.keptAt = keptAt
        self.droppedAt = droppedAt
    }
}
