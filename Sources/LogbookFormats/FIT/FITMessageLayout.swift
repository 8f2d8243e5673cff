/// What a definition message says about the data messages of one local message type:
/// their global message number, byte order, total size, and the plans of the wanted fields.
struct FITMessageLayout: Equatable {
    /// The global message number (`record` = 20, ...).
    var globalNumber: UInt16
    /// True when the definition's architecture byte is 1 (big-endian).
    var bigEndian: Bool
    /// The bytes of a data message after its record header, developer fields included.
    var size: Int
    /// The wanted fields, in definition order.
    var plans: [FITFieldPlan]

    /// Reads the definition message whose record header is at `headerOffset`, with its data
    /// region ending at `end`. Returns the layout and the offset after the definition.
    ///
    /// Content after the header byte: reserved byte, architecture (0 little-, 1 big-endian),
    /// global message number (2 bytes in that order), field count, 3 bytes per field (field
    /// number, size, base type) and, when bit 0x20 of the record header is set, a developer
    /// field count and 3 bytes per developer field (number, size, developer index). Developer
    /// fields are skipped by their declared size; their meaning is never guessed.
    static func read(_ bytes: [UInt8], headerOffset: Int, end: Int) throws(FITFormatError) -> (FITMessageLayout, Int) {
        let hasDeveloperFields = bytes[headerOffset] & 0x20 != 0
        let fixedEnd = headerOffset + 6
        guard fixedEnd <= end else { throw truncated(headerOffset) }
        let architecture = bytes[headerOffset + 2]
        guard architecture <= 1 else {
            throw FITFormatError(
                offset: headerOffset + 2, reason: "unknown architecture \(FITFormatError.hex8(architecture)) in a definition")
        }
        let bigEndian = architecture == 1
        let low = UInt16(bytes[headerOffset + 3]), high = UInt16(bytes[headerOffset + 4])
        let globalNumber = bigEndian ? low << 8 | high : high << 8 | low
        let fieldCount = Int(bytes[headerOffset + 5])
        var offset = fixedEnd
        guard fieldCount * 3 <= end - offset else { throw truncated(headerOffset) }
        var plans: [FITFieldPlan] = []
        var size = 0
        for _ in 0..<fieldCount {
            let number = bytes[offset], fieldSize = Int(bytes[offset + 1]), typeByte = bytes[offset + 2]
            guard let baseType = FITBaseType(definitionByte: typeByte) else {
                throw FITFormatError(offset: offset + 2, reason: "unknown base type \(FITFormatError.hex8(typeByte))")
            }
            if let field = FITField.slot(message: globalNumber, field: number),
                let plan = FITFieldPlan(field: field, offset: size, size: fieldSize, baseType: baseType)
            {
                plans.append(plan)
            }
            size += fieldSize
            offset += 3
        }
        if hasDeveloperFields {
            guard offset < end else { throw truncated(headerOffset) }
            let developerCount = Int(bytes[offset])
            offset += 1
            guard developerCount * 3 <= end - offset else { throw truncated(headerOffset) }
            for _ in 0..<developerCount {
                size += Int(bytes[offset + 1])
                offset += 3
            }
        }
        return (FITMessageLayout(globalNumber: globalNumber, bigEndian: bigEndian, size: size, plans: plans), offset)
    }

    /// The reason given for a definition message that runs past the end of the data.
    static let truncatedReason = "truncated: a definition message runs past the end of the data"

    private static func truncated(_ offset: Int) -> FITFormatError {
        FITFormatError(offset: offset, reason: truncatedReason)
    }
}
