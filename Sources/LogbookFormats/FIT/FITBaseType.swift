/// One of the 17 FIT base types: how a field's bytes become a number, and which bit
/// pattern means "no value".
///
/// A definition gives the base type as one byte: bit 7 says whether the type has an
/// endianness (informational; the definition's architecture byte decides), bits 5-6 are
/// reserved (0) and bits 0-4 are the type number below. Invalid sentinels: all bits set
/// for the unsigned types, `enum` and `byte` (0xFF, 0xFFFF, ...); the largest positive value
/// for the signed ones (0x7F, 0x7FFF, 0x7FFFFFFF, ...); zero for the `z` types
/// (uint8z, uint16z, uint32z, uint64z); all bits set for floats; a first byte of 0 for strings.
enum FITBaseType: UInt8, CaseIterable {
    /// 1-byte enumeration; invalid 0xFF.
    case enumeration = 0x00
    /// Signed 8-bit; invalid 0x7F.
    case sint8 = 0x01
    /// Unsigned 8-bit; invalid 0xFF.
    case uint8 = 0x02
    /// Signed 16-bit; invalid 0x7FFF.
    case sint16 = 0x03
    /// Unsigned 16-bit; invalid 0xFFFF.
    case uint16 = 0x04
    /// Signed 32-bit; invalid 0x7FFFFFFF.
    case sint32 = 0x05
    /// Unsigned 32-bit; invalid 0xFFFFFFFF.
    case uint32 = 0x06
    /// Null-terminated UTF-8; invalid when empty.
    case string = 0x07
    /// IEEE single; invalid 0xFFFFFFFF.
    case float32 = 0x08
    /// IEEE double; invalid all bits set.
    case float64 = 0x09
    /// Unsigned 8-bit, invalid 0x00.
    case uint8z = 0x0A
    /// Unsigned 16-bit, invalid 0x0000.
    case uint16z = 0x0B
    /// Unsigned 32-bit, invalid 0x00000000.
    case uint32z = 0x0C
    /// Opaque bytes; invalid when every byte is 0xFF.
    case byte = 0x0D
    /// Signed 64-bit; invalid 0x7FFFFFFFFFFFFFFF.
    case sint64 = 0x0E
    /// Unsigned 64-bit; invalid all bits set.
    case uint64 = 0x0F
    /// Unsigned 64-bit, invalid 0.
    case uint64z = 0x10

    /// The base type named by a definition's base-type byte, or `nil` when the byte is not
    /// one (reserved bits 5-6 set, or a type number above 16).
    init?(definitionByte: UInt8) {
        guard definitionByte & 0x60 == 0 else { return nil }
        self.init(rawValue: definitionByte & 0x1F)
    }

    /// The size in bytes of one value (1 for strings and bytes, whose fields are arrays of it).
    var size: Int {
        switch self {
        case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: return 1
        case .sint16, .uint16, .uint16z: return 2
        case .sint32, .uint32, .float32, .uint32z: return 4
        case .float64, .sint64, .uint64, .uint64z: return 8
        }
    }

    /// True for the types `value(raw:)` turns into a number (not strings or opaque bytes).
    var isNumeric: Bool { self != .string && self != .byte }

    /// The number that the `size`-byte unsigned integer `raw` stands for, or `.nan` when it is
    /// this type's invalid sentinel (or a float that is not finite).
    @inline(__always)
    func value(raw: UInt64) -> Double {
        switch self {
        case .enumeration, .uint8: return raw == 0xFF ? .nan : Double(raw)
        case .uint16: return raw == 0xFFFF ? .nan : Double(raw)
        case .uint32: return raw == 0xFFFF_FFFF ? .nan : Double(raw)
        case .uint64: return raw == UInt64.max ? .nan : Double(raw)
        case .uint8z, .uint16z, .uint32z, .uint64z: return raw == 0 ? .nan : Double(raw)
        case .sint8: return raw == 0x7F ? .nan : Double(Int8(truncatingIfNeeded: raw))
        case .sint16: return raw == 0x7FFF ? .nan : Double(Int16(truncatingIfNeeded: raw))
        case .sint32: return raw == 0x7FFF_FFFF ? .nan : Double(Int32(truncatingIfNeeded: raw))
        case .sint64: return raw == 0x7FFF_FFFF_FFFF_FFFF ? .nan : Double(Int64(bitPattern: raw))
        case .float32:
            let number = Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
            return raw == 0xFFFF_FFFF || !number.isFinite ? .nan : number
        case .float64:
            let number = Double(bitPattern: raw)
            return raw == UInt64.max || !number.isFinite ? .nan : number
        case .string, .byte: return .nan
        }
    }
}
