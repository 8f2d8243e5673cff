/// What each byte means to `XMLByteScanner`, in two 256-entry tables built once, so that
/// the scanner's loops classify a byte with one load instead of a chain of comparisons.
enum XMLByteClass {
    /// In character data: a byte that needs no attention (printable ASCII other than
    /// `<`, `&`, `]`, and the tab).
    static let plain: UInt8 = 0
    /// `<`: markup starts.
    static let markup: UInt8 = 1
    /// `&`: a reference starts.
    static let reference: UInt8 = 2
    /// A line feed: the line count goes up.
    static let lineFeed: UInt8 = 3
    /// A carriage return: must be followed by a line feed (see `XMLByteScanner`).
    static let carriageReturn: UInt8 = 4
    /// `]`: may start the `]]>` that character data must not hold.
    static let bracket: UInt8 = 5
    /// A control character XML does not allow (NUL, 0x01-0x08, 0x0B, 0x0C, 0x0E-0x1F).
    static let forbidden: UInt8 = 6
    /// The first byte of a multi-byte UTF-8 character, or a stray continuation byte.
    static let multiByte: UInt8 = 7
    /// `=`: counted, since libxml2's path refuses a stretch between two `<` holding more than
    /// 1,000 `="` or `='` (`XMLAttributeGuard`), text included.
    static let equalsSign: UInt8 = 8

    /// In names: an ASCII byte that may start a name (letters and `_`).
    static let nameStart: UInt8 = 1
    /// In names: an ASCII byte that may continue a name (letters, digits, `_`, `-`, `.`).
    static let nameByte: UInt8 = 2
    /// White space between markup: space, tab, line feed, carriage return.
    static let space: UInt8 = 4

    /// The class of each byte in character data (`plain` ... `multiByte`).
    /// Written once, when first read, and only read afterwards: safe to share.
    nonisolated(unsafe) static let text: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            let value: UInt8
            switch byte {
            case 0x3C: value = markup
            case 0x26: value = reference
            case 0x0A: value = lineFeed
            case 0x0D: value = carriageReturn
            case 0x5D: value = bracket
            case 0x3D: value = equalsSign
            case 0x09: value = plain
            case 0x00..<0x20: value = forbidden
            case 0x80...0xFF: value = multiByte
            default: value = plain
            }
            table[byte] = value
        }
        return UnsafePointer(table)
    }()

    /// The name and space flags of each byte (`nameStart`, `nameByte`, `space`, or 0).
    /// Written once, when first read, and only read afterwards: safe to share.
    nonisolated(unsafe) static let markupFlags: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            var flags: UInt8 = 0
            switch UInt8(byte) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                flags = nameStart | nameByte
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                flags = nameByte
            case 0x20, 0x09, 0x0A, 0x0D:
                flags = space
            default:
                flags = 0
            }
            table[byte] = flags
        }
        return UnsafePointer(table)
    }()

    /// The length of the UTF-8 character that starts at `index` of `bytes` (`count` bytes in
    /// all) when it is one XML allows; 0 when it is malformed (a stray or missing continuation
    /// byte, an overlong form, a surrogate, above U+10FFFF) or U+FFFE / U+FFFF; -1 when the
    /// bytes end inside it. Called for lead bytes from 0x80 up.
    @inline(__always)
    static func characterLength(_ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        // Check what is there before asking for more: a bad byte refuses at once.
        let available = min(length, count - index)
        if available > 1 {
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return 0 }
            var next = 2
            while next < available {
                guard bytes[index + next] & 0xC0 == 0x80 else { return 0 }
                next += 1
            }
        }
        if available < length { return -1 }
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters.
        if lead == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return 0 }
        return length
    }
}
