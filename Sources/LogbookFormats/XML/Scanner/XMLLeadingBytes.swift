/// Skips what some files put before their XML: a UTF-8 byte-order mark and white space
/// (some Polar exports start with spaces), which libxml2 would refuse before an XML
/// declaration. Both parsers skip the same bytes, so that their line numbers agree.
struct XMLLeadingBytes {
    private var skipping = true
    /// True once any byte has come: a byte-order mark is one only as the file's first bytes,
    /// so that how the file is cut into chunks never changes what is skipped.
    private var sawAnyByte = false

    /// `chunk` without the leading bytes it holds; empty while only those have come.
    mutating func trim(_ chunk: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        guard skipping else { return chunk }
        var skip = 0
        if !sawAnyByte, chunk.count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { skip = 3 }
        if !chunk.isEmpty { sawAnyByte = true }
        while skip < chunk.count, Self.isSpace(chunk[skip]) { skip += 1 }
        let rest = UnsafeRawBufferPointer(rebasing: chunk[skip...])
        if !rest.isEmpty { skipping = false }
        return rest
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
