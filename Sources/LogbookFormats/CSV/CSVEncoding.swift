/// The text encoding of a CSV file, decided from its bytes (exports never declare one).
///
/// - A byte-order mark decides: UTF-8 (`EF BB BF`), UTF-16 little-endian (`FF FE`) or
///   big-endian (`FE FF`); Excel's "Unicode text" is UTF-16 LE.
/// - Otherwise valid UTF-8 is UTF-8. Bytes that are not UTF-8 are Windows-1252 when any
///   byte lies in `80...9F` (in ISO-8859-1 those are control characters no text holds, in
///   Windows-1252 they are smart quotes, dashes and the euro sign), else ISO-8859-1.
public enum CSVEncoding: Sendable, Equatable {
    /// UTF-8; `bom` when the file starts with a byte-order mark (skipped).
    case utf8(bom: Bool)
    /// UTF-16 with a byte-order mark (skipped).
    case utf16(bigEndian: Bool)
    /// Windows-1252 (Western European, as Windows writes it).
    case windows1252
    /// ISO-8859-1 (Latin-1).
    case latin1

    /// The warning added when the bytes were read as Windows-1252.
    public static let windows1252Warning = "the file is not valid UTF-8; it was read as Windows-1252"

    /// The warning for a file read in this encoding, if any.
    public var warning: String? {
        switch self {
        case .utf8, .utf16: return nil
        case .windows1252: return Self.windows1252Warning
        case .latin1: return CSVTokenizer.latin1Warning
        }
    }

    /// How many leading bytes are a byte-order mark.
    var markLength: Int {
        switch self {
        case .utf8(let bom): return bom ? 3 : 0
        case .utf16: return 2
        case .windows1252, .latin1: return 0
        }
    }

    /// Learns a file's encoding from its bytes, fed in chunks in one streaming pass.
    struct Detector {
        private var first: [UInt8] = []
        private var validator = UTF8Validator()
        private var sawC1 = false

        /// Looks at the next chunk.
        mutating func feed(_ chunk: UnsafeRawBufferPointer) {
            if first.count < 3 { first += chunk.prefix(3 - first.count) }
            validator.feed(chunk)
            if !sawC1 { sawC1 = chunk.contains { (0x80...0x9F).contains($0) } }
        }

        /// The encoding of everything fed.
        mutating func encoding() -> CSVEncoding {
            if first.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(bom: true) }
            if first.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
            if first.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
            if validator.finish() { return .utf8(bom: false) }
            return sawC1 ? .windows1252 : .latin1
        }
    }
}

/// Checks that bytes fed in chunks are valid UTF-8, carrying a character cut at a chunk's end.
struct UTF8Validator {
    private var carry: [UInt8] = []
    private var valid = true

    /// Checks the next chunk.
    mutating func feed(_ chunk: UnsafeRawBufferPointer) {
        guard valid else { return }
        var bytes = carry
        bytes += chunk
        // Keep back a lead byte whose character runs past the end (at most 3 bytes).
        var split = bytes.count
        var back = 0
        while back < 3, split > 0, bytes[split - 1] & 0xC0 == 0x80 {
            split -= 1
            back += 1
        }
        if split > 0 {
            let lead = bytes[split - 1]
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if length > back + 1 { split -= 1 } else { split = bytes.count }
        }
        valid = String(validating: bytes[0..<split], as: UTF8.self) != nil
        carry = Array(bytes[split...])
        if carry.count > 3 { valid = false }
    }

    /// True when every byte fed was valid UTF-8.
    mutating func finish() -> Bool {
        valid && carry.isEmpty
    }
}
