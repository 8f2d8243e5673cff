/// Turns the bytes of a CSV file, chunk by chunk, into UTF-8 in its `CSVEncoding`,
/// carrying what a chunk's end cuts (half a UTF-16 unit, a high surrogate).
struct CSVTranscoder {
    /// The file's encoding.
    let encoding: CSVEncoding
    private var skip: Int
    private var carry: [UInt8] = []

    /// Creates a transcoder for a file in `encoding`, from its first byte.
    init(_ encoding: CSVEncoding) {
        self.encoding = encoding
        skip = encoding.markLength
    }

    /// The UTF-8 of the next chunk.
    mutating func utf8(_ chunk: UnsafeRawBufferPointer) -> [UInt8] {
        var bytes = chunk[...]
        let skipped = min(skip, bytes.count)
        bytes = bytes.dropFirst(skipped)
        skip -= skipped
        switch encoding {
        case .utf8:
            return Array(bytes)
        case .latin1:
            return Self.singleByte(bytes, windows1252: false)
        case .windows1252:
            return Self.singleByte(bytes, windows1252: true)
        case .utf16(let bigEndian):
            var all = carry
            all += bytes
            var units: [UInt16] = []
            units.reserveCapacity(all.count / 2)
            var index = 0
            while index + 1 < all.count {
                let (high, low) = bigEndian ? (all[index], all[index + 1]) : (all[index + 1], all[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            // A high surrogate at the end waits for its pair.
            if let last = units.last, (0xD800...0xDBFF).contains(last) {
                units.removeLast()
                index -= 2
            }
            carry = Array(all[index...])
            return Array(String(decoding: units, as: UTF16.self).utf8)
        }
    }

    /// What is left at the end of the file (an odd byte, a lone surrogate), as UTF-8.
    mutating func finish() -> [UInt8] {
        guard case .utf16 = encoding, !carry.isEmpty else { return [] }
        carry = []
        return Array("\u{FFFD}".utf8)
    }

    /// The code points of Windows-1252 for bytes 80...9F (WHATWG: unassigned ones map to themselves).
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    private static func singleByte(_ bytes: Slice<UnsafeRawBufferPointer>, windows1252: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                out.append(byte)
                continue
            }
            let value = windows1252 && byte < 0xA0 ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
            if let scalar = Unicode.Scalar(value) { out += Array(String(Character(scalar)).utf8) }
        }
        return out
    }
}
