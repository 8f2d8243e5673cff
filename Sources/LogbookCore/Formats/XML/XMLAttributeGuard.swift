/// Counts the attributes of each start tag in raw XML bytes, ahead of libxml2, so that a
/// tag with absurdly many attributes is refused before libxml2 parses it.
///
/// libxml2 2.9 checks every attribute of a tag against all the earlier ones, so one tag
/// with 100,000 attributes (a 1 MB file) costs it 5 s and twice as many cost 20 s. GPX and
/// TCX elements have a handful of attributes. A tag's attributes all lie between its `<`
/// and the next `<` (an attribute value may not contain `<`), and each one is a `=`
/// followed by a quote, so counting `="` and `='` between two `<` is enough; text that
/// happens to hold such pairs can only make the count larger, never hide a tag.
///
/// UTF-16 documents (a byte-order mark, or `<` as `3C 00` / `00 3C`) are scanned by code
/// unit; every other encoding logbook reads is ASCII-compatible and scanned by byte.
struct XMLAttributeGuard {
    /// The most attributes one start tag may have.
    static let limit = 1000

    private enum Width { case undecided, byte, utf16LittleEndian, utf16BigEndian }

    private var width = Width.undecided
    private var pendingByte: UInt8?
    private var count = 0
    private var previous: UInt16 = 0
    /// The 1-based line the scan has reached.
    private(set) var line = 1

    /// Scans the next bytes of the document; returns `false` (and stops) as soon as some
    /// tag has more than `limit` attributes, with `line` at that tag's last attribute.
    mutating func admit(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if width == .undecided {
            if let first = bytes.first {
                let second: UInt8? = bytes.count > 1 ? bytes[1] : nil
                switch (first, second) {
                case (0xFF, 0xFE), (0x3C, 0x00): width = .utf16LittleEndian
                case (0xFE, 0xFF), (0x00, 0x3C): width = .utf16BigEndian
                default: width = .byte
                }
            }
        }
        switch width {
        case .undecided:
            return true
        case .byte:
            for byte in bytes where !take(UInt16(byte)) { return false }
            return true
        case .utf16LittleEndian, .utf16BigEndian:
            for byte in bytes {
                guard let first = pendingByte else {
                    pendingByte = byte
                    continue
                }
                pendingByte = nil
                let unit = width == .utf16LittleEndian ? UInt16(byte) << 8 | UInt16(first) : UInt16(first) << 8 | UInt16(byte)
                if !take(unit) { return false }
            }
            return true
        }
    }

    /// Counts one character (a byte or a UTF-16 code unit); false past the limit.
    private mutating func take(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x3C:  // <
            count = 0
        case 0x0A:
            line += 1
        case 0x22, 0x27:  // " '
            if previous == 0x3D {  // =
                count += 1
                if count > Self.limit { return false }
            }
        default:
            break
        }
        previous = unit
        return true
    }
}
