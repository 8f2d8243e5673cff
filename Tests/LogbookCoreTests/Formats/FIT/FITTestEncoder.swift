@testable import LogbookFormats

/// A tiny FIT writer for tests: definitions, data messages (normal and compressed-timestamp
/// headers, either byte order, developer fields), header and CRCs.
struct FITTestEncoder {
    /// One field of a definition: number, size in bytes, base-type byte.
    struct Field {
        var number: UInt8
        var size: UInt8
        var type: UInt8
    }

    /// The data bytes written so far (no header, no CRC).
    var data: [UInt8] = []
    private var definitions: [UInt8: (fields: [Field], developerSizes: [UInt8], bigEndian: Bool)] = [:]

    /// Base-type bytes as the profile writes them.
    static let enumType: UInt8 = 0x00, sint8: UInt8 = 0x01, uint8: UInt8 = 0x02, sint16: UInt8 = 0x83
    static let uint16: UInt8 = 0x84, sint32: UInt8 = 0x85, uint32: UInt8 = 0x86, string: UInt8 = 0x07
    static let float32: UInt8 = 0x88, uint8z: UInt8 = 0x0A, uint16z: UInt8 = 0x8B, uint32z: UInt8 = 0x8C
    static let byte: UInt8 = 0x0D

    /// Writes a definition message for `local` (0-15).
    mutating func define(
        local: UInt8, global: UInt16, bigEndian: Bool = false, _ fields: [Field],
        developer: [(number: UInt8, size: UInt8, index: UInt8)] = []
    ) {
        data.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
        data.append(0)
        data.append(bigEndian ? 1 : 0)
        data += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        data.append(UInt8(fields.count))
        for field in fields { data += [field.number, field.size, field.type] }
        if !developer.isEmpty {
            data.append(UInt8(developer.count))
            for field in developer { data += [field.number, field.size, field.index] }
        }
        definitions[local] = (fields, developer.map(\.size), bigEndian)
    }

    /// Writes a data message for `local` with one value per defined field (written in the
    /// definition's byte order, except byte arrays which are written first byte first) and
    /// the raw bytes of each developer field. With `timeOffset`, the header is a
    /// compressed-timestamp header (local types 0-3 only).
    mutating func message(local: UInt8, timeOffset: UInt8? = nil, _ values: [UInt64], developer: [[UInt8]] = []) {
        guard let definition = definitions[local] else { fatalError("local \(local) not defined in the test") }
        if let timeOffset {
            data.append(0x80 | (local << 5) | (timeOffset & 0x1F))
        } else {
            data.append(local)
        }
        for (field, value) in zip(definition.fields, values) {
            data += Self.bytes(value, size: Int(field.size), bigEndian: definition.bigEndian && field.type != Self.byte)
        }
        for bytes in developer { data += bytes }
    }

    /// `value` as `size` bytes.
    static func bytes(_ value: UInt64, size: Int, bigEndian: Bool) -> [UInt8] {
        let little = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
        return bigEndian ? little.reversed() : little
    }

    /// A complete FIT file: header (12 or 14 bytes, with a header CRC unless `headerCRC` is
    /// false), the data, and the file CRC.
    func file(headerSize: Int = 14, headerCRC: Bool = true) -> [UInt8] {
        var header: [UInt8] = [UInt8(headerSize), 0x20, 0x34, 0x08]
        header += Self.bytes(UInt64(data.count), size: 4, bigEndian: false)
        header += Array(".FIT".utf8)
        if headerSize == 14 {
            let crc = headerCRC ? FITCRC.checksum(header, 0..<12) : 0
            header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        }
        var file = header + data
        let crc = FITCRC.checksum(file, 0..<file.count)
        file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        return file
    }

    /// FIT seconds for a Unix time.
    static func fitTime(_ unix: Double) -> UInt64 {
        UInt64(unix - FITTime.epoch)
    }

    /// Semicircles for degrees, as the unsigned bit pattern of the sint32.
    static func semicircles(_ degrees: Double) -> UInt64 {
        UInt64(UInt32(bitPattern: Int32((degrees * 2_147_483_648.0 / 180).rounded())))
    }

    /// Recomputes the file CRC of the single FIT file in `bytes` after an edit of its data.
    static func fixFileCRC(_ bytes: inout [UInt8]) {
        let end = bytes.count - 2
        let crc = FITCRC.checksum(bytes, 0..<end)
        bytes[end] = UInt8(crc & 0xFF)
        bytes[end + 1] = UInt8(crc >> 8)
    }
}
