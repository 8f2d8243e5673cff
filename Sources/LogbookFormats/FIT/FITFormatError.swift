/// A byte sequence that is not a valid FIT file, with the byte offset where the reader saw it.
///
/// `FITReader` turns it into `ImportError(file:, line: nil, reason: "byte <offset>: <reason>")`.
struct FITFormatError: Error, Equatable {
    /// The 0-based offset into the file of the byte at fault.
    var offset: Int
    /// What is wrong, e.g. `file CRC mismatch (expected 0x1a2b, found 0x3c4d)`.
    var reason: String

    /// The reason prefixed by its offset: `byte 1234: ...`.
    var message: String { "byte \(offset): \(reason)" }

    /// Formats a 16-bit value as `0x1a2b`.
    static func hex16(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Formats a byte as `0x3f`.
    static func hex8(_ value: UInt8) -> String {
        let digits = String(value, radix: 16)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
