/// The FIT protocol's CRC-16, computed four bits at a time with a 16-entry table.
///
/// A FIT file stores one of these after its 12-byte header (in a 14-byte header, optional:
/// 0 means "not computed") and one after its data, computed over the header and the data.
enum FITCRC {
    /// The remainder for each 4-bit value (polynomial 0xA001 reflected, as the protocol gives it).
    static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// The CRC after feeding one more byte, low nibble first.
    @inline(__always)
    static func update(_ crc: UInt16, with byte: UInt8) -> UInt16 {
        var crc = crc
        var entry = table[Int(crc & 0x0F)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ entry ^ table[Int(byte & 0x0F)]
        entry = table[Int(crc & 0x0F)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ entry ^ table[Int((byte >> 4) & 0x0F)]
        return crc
    }

    /// The CRC of `bytes[range]`, starting from 0. The caller keeps `range` within `bytes`.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0
        for index in range {
            crc = update(crc, with: bytes[index])
        }
        return crc
    }
}
