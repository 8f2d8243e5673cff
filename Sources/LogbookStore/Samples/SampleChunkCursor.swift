/// Reads the bytes of one sample chunk front to back, every read checked against the end:
/// the decoder's only access to a blob, so that no damage can read past it.
struct SampleChunkCursor {
    /// The blob.
    let bytes: [UInt8]
    /// The next byte to read.
    private(set) var position = 0

    /// Starts at the first byte of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bytes not read yet.
    var remaining: Int { bytes.count - position }

    /// The next byte, or nil at the end.
    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next `count` bytes, or nil when fewer remain.
    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining else { return nil }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    /// The next unsigned LEB128 varint; nil at the end or for one over 10 bytes or 64 bits.
    mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let next = byte() {
            let payload = UInt64(next & 0x7F)
            if shift == 63 && payload > 1 { return nil }
            value |= payload &<< shift
            if next & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    /// The next zigzag-encoded signed varint.
    mutating func signed() -> Int64? {
        varint().map(SampleChunkCodec.unzigzag)
    }
}
