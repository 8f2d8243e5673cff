/// Gathers the pieces of a long text (an exported track) into a buffer of up to
/// `capacity` bytes and hands each full buffer to `flush`, so a file of any length is
/// written in pieces of about a megabyte and never held whole.
struct TextPieces {
    /// 1 MiB: how much is gathered before `flush` is called.
    static let capacity = 1 << 20

    private var buffer: [UInt8] = []
    private let flush: ([UInt8]) throws -> Void

    /// Gathers for `flush`.
    init(flush: @escaping ([UInt8]) throws -> Void) {
        self.flush = flush
        buffer.reserveCapacity(Self.capacity)
    }

    /// Adds `text`, handing the buffer on when it is full.
    mutating func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { try finish() }
    }

    /// Hands on what is gathered.
    mutating func finish() throws {
        guard !buffer.isEmpty else { return }
        try flush(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

extension TextPieces {
    /// The whole text `produce` hands its pieces to, as one string: what a page's tests and
    /// its small callers read, from the same code that streams it to a file. Gathering into
    /// memory cannot fail, so neither can this (`produce` may throw only what `append` throws).
    static func text(_ produce: (inout TextPieces) throws -> Void) -> String {
        var bytes: [UInt8] = []
        var pieces = TextPieces { bytes.append(contentsOf: $0) }
        try? produce(&pieces)
        try? pieces.finish()
        return String(decoding: bytes, as: UTF8.self)
    }
}
