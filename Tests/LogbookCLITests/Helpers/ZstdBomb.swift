/// A zstd frame written by hand, as a bomb is: one header asking for a window of
/// 2^`windowLog` bytes, then RLE blocks of 128 KiB (or the window, when smaller) of one byte,
/// 4 bytes each, the last marked last. 65,536 blocks are 256 KB that inflate to 8 GiB.
enum ZstdBomb {
    /// The frame's bytes.
    static func frame(windowLog: Int, blocks: Int, byte: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]
        // Frame header descriptor: no content size, no single segment, no checksum, no dictionary.
        bytes.append(0x00)
        // Window descriptor: exponent windowLog - 10, mantissa 0.
        bytes.append(UInt8((windowLog - 10) << 3))
        let size = min(1 << 17, 1 << windowLog)
        for index in 0..<blocks {
            let header = (size << 3) | (1 << 1) | (index == blocks - 1 ? 1 : 0)
            bytes += [UInt8(header & 0xFF), UInt8((header >> 8) & 0xFF), UInt8((header >> 16) & 0xFF), byte]
        }
        return bytes
    }
}
