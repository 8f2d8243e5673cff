import LogbookModel

/// The character data of one element, collected by `XMLPushParser` into its reusable
/// buffer so that text is neither turned into a `String` nor allocated per element.
/// A borrowed view: valid only during the `endElement` call that receives it.
struct XMLTextBuffer {
    /// The most text kept for one element; longer text is cut (names, numbers and
    /// times are all far shorter).
    static let limit = 1 << 16

    /// The collected bytes.
    let bytes: UnsafeRawBufferPointer

    /// Wraps collected bytes.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The text as a plain finite decimal number, or `nil`.
    var double: Double? { DecimalNumber.parse(bytes) }

    /// The text as an ISO 8601 timestamp, or `nil`.
    var timestamp: (utc: Double, offset: Int?)? { ISO8601Timestamp.parse(bytes) }

    /// The text with surrounding whitespace removed, or `nil` when nothing is left.
    var trimmedString: String? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
