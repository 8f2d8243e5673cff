/// Compares libxml2's NUL-terminated names with ASCII literals byte by byte, inline: no
/// `strlen`, `strncmp` or `memcmp` call per element (a GPX point has eight elements, each
/// compared with a few literals). The first differing byte ends the comparison, so a name
/// shorter than the literal stops at its NUL and is never read past.
enum XMLNameBytes {
    /// True when the NUL-terminated `name` is exactly `literal` (ASCII, without NUL).
    @inline(__always)
    static func equals(_ name: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        // The prefix test stops at `name`'s NUL when it is shorter, so the index is in bounds.
        hasPrefix(name, literal) && name[literal.utf8CodeUnitCount] == 0
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
