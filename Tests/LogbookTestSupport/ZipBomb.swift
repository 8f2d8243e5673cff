import Foundation

/// A zip whose one member is `size` zero bytes, deflated about 1,000 times, built directly
/// (compressing 2 GiB of zeros with zlib would take a minute of the test's time).
///
/// The member is one dynamic-Huffman deflate block whose codes are: length 258 → `0`,
/// literal 0 → `10`, end of block → `11`, distance 1 → `0`. After one literal zero, each
/// copy of the 258 bytes before it costs two zero bits, so the bulk of the stream is
/// zero bytes. The CRC is computed only when asked (`withCRC`, for small sizes): a reader
/// must give up on the large ones long before their end.
public enum ZipBomb {
    /// The zip's bytes; the member is named `name`.
    public static func zeros(size: Int64, name: String = "zeros.gpx", withCRC: Bool = false) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(2, count: 2)  // BTYPE: dynamic Huffman
        bits.write(29, count: 5)  // HLIT: 286 literal/length codes
        bits.write(0, count: 5)  // HDIST: 1 distance code
        bits.write(14, count: 4)  // HCLEN: 18 code-length codes
        // Code-length code lengths in their order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1.
        for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] { bits.write(UInt64(length), count: 3) }
        // Code-length codes: 18 → 0, 1 → 10, 2 → 11 (Huffman codes go most significant bit first).
        func zeroRun(_ count: Int) {
            bits.huffman(0b0, count: 1)
            bits.write(UInt64(count - 11), count: 7)
        }
        bits.huffman(0b11, count: 2)  // symbol 0: length 2
        zeroRun(138)
        zeroRun(117)  // symbols 1...255: unused
        bits.huffman(0b11, count: 2)  // symbol 256 (end of block): length 2
        zeroRun(28)  // 257...284: unused
        bits.huffman(0b10, count: 2)  // 285 (length 258): length 1
        bits.huffman(0b10, count: 2)  // distance 0 (distance 1): length 1
        bits.huffman(0b10, count: 2)  // literal 0
        let copies = (size - 1) / 258
        bits.skipZeros(Int(copies) * 2)
        for _ in 0..<((size - 1) % 258) { bits.huffman(0b10, count: 2) }
        bits.huffman(0b11, count: 2)  // end of block
        let deflated = Data(bits.bytes)

        let crc = withCRC ? crc32(zeros: size) : 0
        let nameBytes = Data(name.utf8)
        func le(_ value: UInt64, _ count: Int) -> Data { Data((0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }) }
        var local = Data([0x50, 0x4B, 0x03, 0x04]) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 4) + le(UInt64(crc), 4)
        local += le(UInt64(deflated.count), 4) + le(UInt64(size), 4) + le(UInt64(nameBytes.count), 2) + le(0, 2) + nameBytes
        var central = Data([0x50, 0x4B, 0x01, 0x02]) + le(20, 2) + le(20, 2) + le(0, 2) + le(8, 2) + le(0, 4) + le(UInt64(crc), 4)
        central += le(UInt64(deflated.count), 4) + le(UInt64(size), 4) + le(UInt64(nameBytes.count), 2)
        central += le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4) + le(0, 4) + nameBytes
        let centralOffset = local.count + deflated.count
        let end = Data([0x50, 0x4B, 0x05, 0x06]) + le(0, 2) + le(0, 2) + le(1, 2) + le(1, 2)
            + le(UInt64(central.count), 4) + le(UInt64(centralOffset), 4) + le(0, 2)
        return local + deflated + central + end
    }

    /// The zip CRC-32 of `size` zero bytes.
    private static func crc32(zeros size: Int64) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<size {
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var bitCount = 0

        mutating func write(_ value: UInt64, count: Int) {
            for index in 0..<count { put(bit: (value >> UInt64(index)) & 1 == 1) }
        }

        mutating func huffman(_ code: UInt64, count: Int) {
            for index in stride(from: count - 1, through: 0, by: -1) { put(bit: (code >> UInt64(index)) & 1 == 1) }
        }

        mutating func skipZeros(_ count: Int) {
            bitCount += count
            let needed = (bitCount + 7) / 8
            if bytes.count < needed { bytes += [UInt8](repeating: 0, count: needed - bytes.count) }
        }

        private mutating func put(bit: Bool) {
            if bitCount / 8 >= bytes.count { bytes.append(0) }
            if bit { bytes[bitCount / 8] |= UInt8(1 << (bitCount % 8)) }
            bitCount += 1
        }
    }
}
