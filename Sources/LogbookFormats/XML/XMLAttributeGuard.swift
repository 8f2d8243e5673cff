import Foundation


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
/// Byte-wide documents are scanned at `memchr` speed: the scan jumps from one `=` to the
/// next (a GPX track point has two) and from one `<` to the first one after the last `="`,
/// and counts line feeds with `memchr` as well. UTF-16 documents
/// (a byte-order mark, or `<` as `3C 00` / `00 3C`) are rare and scanned code unit by code
/// unit; every other encoding logbook reads is ASCII-compatible.
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
            return admitBytes(bytes)
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

    private static let lessThan = UInt8(ascii: "<"), equals = UInt8(ascii: "="), lineFeed = UInt8(ascii: "\n")

    /// `admit` for a byte-wide document.
    private mutating func admitBytes(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
        let end = bytes.count
        // `="` across the chunk boundary: the `=` ended the previous chunk.
        if previous == UInt16(Self.equals), Self.isQuote(base.load(as: UInt8.self)) {
            count += 1
            if count > Self.limit { return false }
        }
        // The first `<` at or after the last `="` counted (or the chunk's start), found with
        // `memchr` only once the scan has passed the one found before: a tag's attributes
        // reset the count when a `<` lies between two of them.
        var nextLessThan = Self.firstIndex(of: Self.lessThan, in: base, from: 0, to: end)
        var index = 0
        while index < end, let found = memchr(base + index, Int32(Self.equals), end - index) {
            let position = UnsafeRawPointer(found) - base
            index = position + 1
            guard index < end, Self.isQuote(base.load(fromByteOffset: index, as: UInt8.self)) else { continue }
            if let lessThan = nextLessThan, lessThan < position {
                count = 0
                nextLessThan = Self.firstIndex(of: Self.lessThan, in: base, from: position, to: end)
            }
            count += 1
            if count > Self.limit {
                line += Self.occurrences(of: Self.lineFeed, in: base, upTo: position)
                return false
            }
        }
        if nextLessThan != nil { count = 0 }
        line += Self.occurrences(of: Self.lineFeed, in: base, upTo: end)
        previous = UInt16(base.load(fromByteOffset: end - 1, as: UInt8.self))
        return true
    }

    /// The first position of `byte` in `base[start..<end]` (`memchr`), or nil.
    @inline(__always)
    private static func firstIndex(of byte: UInt8, in base: UnsafeRawPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    @inline(__always)
    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x27
    }

    /// How often `byte` occurs in `base[0..<end]`.
    private static func occurrences(of byte: UInt8, in base: UnsafeRawPointer, upTo end: Int) -> Int {
        var total = 0
        var index = 0
        while index < end, let found = memchr(base + index, Int32(byte), end - index) {
            total += 1
            index = UnsafeRawPointer(found) - base + 1
        }
        return total
    }

    /// Counts one UTF-16 code unit; false past the limit.
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
