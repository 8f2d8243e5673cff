/// Compares names with ASCII literals byte by byte, inline: no `strlen`, `strncmp` or
/// `memcmp` call per element (a GPX point has eight elements, each compared with a few
/// literals).
///
/// A name ends at its first byte that no XML name holds: libxml2's names at their NUL,
/// `XMLByteScanner`'s, which point into the document, at the `>`, `/`, `=` or space after
/// them. The first differing byte ends the comparison, and a literal's bytes are all name
/// bytes, so a name shorter than the literal stops at its end and is never read past.
enum XMLNameBytes {
    /// True when `name` (ended by NUL or by any byte that is not a name byte) is exactly
    /// `literal` (ASCII name bytes).
    @inline(__always)
    static func equals(_ name: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        // The prefix test stops at `name`'s end when it is shorter, so the index is in bounds.
        hasPrefix(name, literal) && !isNameByte(name[literal.utf8CodeUnitCount])
    }

    /// True for a byte that can be part of an XML name: ASCII letters and digits, `-`, `.`,
    /// `_`, `:`, and every byte of a multi-byte UTF-8 character. NUL, spaces, `>`, `/`, `=`
    /// and quotes are not.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// The number of name bytes `name` starts with (its length).
    static func length(_ name: UnsafePointer<UInt8>) -> Int {
        var count = 0
        while isNameByte(name[count]) { count += 1 }
        return count
    }

    /// True when the NUL-terminated `text` starts with `literal` (ASCII, without NUL).
    @inline(__always)
    static func hasPrefix(_ text: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        var index = 0
        while index < count {
            guard text[index] == bytes[index] else { return false }
            index += 1
        }
        return true
    }
}
