/// How to read one wanted field out of a data message: where it is, how wide, which type,
/// and which slot of the value buffer it fills. Computed once per definition.
struct FITFieldPlan: Equatable {
    /// The field's offset from the first byte after the record header.
    var offset: Int
    /// The number of bytes read: the base type's size (the first element of an array), or 3
    /// for `compressed_speed_distance`.
    var width: Int
    /// The base type that decides the invalid sentinel and the sign.
    var baseType: FITBaseType
    /// The slot filled in the value buffer (`FITField.rawValue`).
    var slot: Int

    /// A plan for a field of `size` bytes and `baseType` at `offset`, or `nil` when the
    /// reader cannot use it: a string, or fewer bytes than one value of the type. The
    /// 3-byte `compressed_speed_distance` is read as one little-endian 24-bit number.
    init?(field: FITField, offset: Int, size: Int, baseType: FITBaseType) {
        self.offset = offset
        self.baseType = baseType
        self.slot = field.rawValue
        if field == .compressedSpeedDistance {
            guard size == 3 else { return nil }
            width = 3
        } else {
            guard baseType.isNumeric, size >= baseType.size else { return nil }
            width = baseType.size
        }
    }

    /// The field's value in the message whose content starts at `start`, or `.nan` for the
    /// invalid sentinel. The caller has checked that the whole message lies within `bytes`.
    @inline(__always)
    func value(in bytes: [UInt8], messageStart start: Int, bigEndian: Bool) -> Double {
        let first = start + offset
        if width == 3 {
            let packed = UInt32(bytes[first]) | UInt32(bytes[first + 1]) << 8 | UInt32(bytes[first + 2]) << 16
            return packed == 0xFF_FFFF ? .nan : Double(packed)
        }
        var raw: UInt64 = 0
        if bigEndian {
            for index in first..<(first + width) {
                raw = raw << 8 | UInt64(bytes[index])
            }
        } else {
            var index = first + width
            while index > first {
                index -= 1
                raw = raw << 8 | UInt64(bytes[index])
            }
        }
        return baseType.value(raw: raw)
    }
}
