/// A reusable byte buffer that collects the character data of one element, so that
/// text is neither turned into a `String` nor allocated per element.
struct XMLTextBuffer {
    /// The most text kept for one element; longer text is cut (names, numbers and
    /// times are all far shorter).
    static let limit = 1 << 16

    private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for typical values.
    init() { bytes.reserveCapacity(256) }

    /// Forgets the collected text, keeping the storage.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    /// Appends `count` bytes at `pointer`, up to `limit` in total.
    mutating func append(_ pointer: UnsafePointer<UInt8>, count: Int) {
        let room = Self.limit - bytes.count
        guard room > 0 else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: min(count, room)))
    }

    /// The text as a plain finite decimal number, or `nil`.
    var double: Double? { bytes.withUnsafeBytes { DecimalNumber.parse($0) } }

    /// The text as an ISO 8601 timestamp, or `nil`.
    var timestamp: (utc: Double, offset: Int?)? { bytes.withUnsafeBytes { ISO8601Timestamp.parse($0) } }

    /// The text with surrounding whitespace removed, or `nil` when nothing is left.
    var trimmedString: String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
