import LogbookModel

/// A file's bytes compressed and cut into the pieces `kept_original_chunks` stores, made on
/// the worker thread that builds the file (`KeptOriginalTables.pack`), so that storing it
/// inside the file's transaction is only inserting them.
public struct PackedOriginal: Sendable, Equatable {
    /// The compressed pieces, in order, each at most `KeptOriginalTables.chunkSize` bytes.
    public var chunks: [[UInt8]]
    /// The file's size in bytes.
    public var byteCount: Int64
    /// How the pieces are compressed.
    public var compression: OriginalCompression
    /// How the bytes were rewritten before they were compressed (`nil`: as they are).
    public var layout: OriginalLayout?

    /// Creates the value.
    public init(chunks: [[UInt8]], byteCount: Int64, compression: OriginalCompression, layout: OriginalLayout? = nil) {
        self.chunks = chunks
        self.byteCount = byteCount
        self.compression = compression
        self.layout = layout
    }

    /// The bytes the pieces hold.
    public var storedBytes: Int64 { chunks.reduce(0) { $0 + Int64($1.count) } }
}
