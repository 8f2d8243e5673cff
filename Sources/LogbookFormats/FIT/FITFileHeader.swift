/// The header that opens each FIT file (a file may chain several, one after another's CRC).
///
/// Layout (multi-byte values little-endian): byte 0 header size (12, or 14 with a header
/// CRC), byte 1 protocol version, bytes 2-3 profile version, bytes 4-7 data size (the
/// bytes of records that follow the header, without the 2-byte file CRC after them),
/// bytes 8-11 `.FIT`, bytes 12-13 (14-byte headers only) the CRC of bytes 0-11, or 0.
struct FITFileHeader: Equatable {
    /// Where the header starts in the file.
    var start: Int
    /// 12 or 14.
    var size: Int
    /// The number of data bytes after the header.
    var dataSize: Int

    /// Where the data starts.
    var dataStart: Int { start + size }
    /// Where the data ends and the 2-byte file CRC starts.
    var dataEnd: Int { start + size + dataSize }

    /// Reads and checks the header at `start`, and that its data and file CRC are all there.
    ///
    /// Checks, in order: 12 bytes present; size 12 or 14; `.FIT`; the header CRC when it is
    /// stored (14-byte header, non-zero); a data size of 0 followed by more than a CRC (an
    /// unfinished recording whose size was never written). Data and CRC may run past the end
    /// of the file (`isCut(in:)`: a recording cut short); the file CRC of a file that is all
    /// there is checked by `fileCRCMismatch(in:)`.
    static func read(_ bytes: [UInt8], at start: Int) throws(FITFormatError) -> FITFileHeader {
        let available = bytes.count - start
        guard available >= 12 else {
            throw FITFormatError(
                offset: start, reason: "truncated: a FIT header needs 12 bytes, the file has \(available) left")
        }
        let size = Int(bytes[start])
        guard size == 12 || size == 14 else {
            throw FITFormatError(offset: start, reason: "unsupported FIT header size \(size) (expected 12 or 14)")
        }
        guard bytes[start + 8] == 0x2E, bytes[start + 9] == 0x46, bytes[start + 10] == 0x49, bytes[start + 11] == 0x54
        else {
            throw FITFormatError(offset: start + 8, reason: "missing the .FIT signature")
        }
        guard available >= size else {
            throw FITFormatError(
                offset: start, reason: "truncated: a \(size)-byte FIT header, the file has \(available) bytes left")
        }
        if size == 14 {
            let stored = UInt16(bytes[start + 12]) | UInt16(bytes[start + 13]) << 8
            if stored != 0 {
                let computed = FITCRC.checksum(bytes, start..<(start + 12))
                if computed != stored {
                    throw FITFormatError(
                        offset: start + 12,
                        reason: "header CRC mismatch (expected \(FITFormatError.hex16(computed)), found \(FITFormatError.hex16(stored)))")
                }
            }
        }
        let dataSize = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8 | Int(bytes[start + 6]) << 16
            | Int(bytes[start + 7]) << 24
        let afterHeader = available - size
        if dataSize == 0 && afterHeader > 2 {
            throw FITFormatError(
                offset: start + 4,
                reason: "the header's data size is 0 but \(afterHeader) bytes follow: an unfinished recording whose size was never written")
        }
        return FITFileHeader(start: start, size: size, dataSize: dataSize)
    }

    /// True when the file ends before this header's data and its 2-byte CRC do: the device
    /// stopped writing (a flat battery) and the size it wrote at the start was never met.
    func isCut(in bytes: [UInt8]) -> Bool {
        dataEnd > bytes.count - 2
    }

    /// The mismatch when the CRC stored after the data differs from the CRC of header and
    /// data, else `nil`; the file is then all there (`isCut(in:)` is false), so a mismatch is
    /// damage somewhere in its bytes (`FITDamage`), not a cut.
    func fileCRCMismatch(in bytes: [UInt8]) -> FITFormatError? {
        let stored = UInt16(bytes[dataEnd]) | UInt16(bytes[dataEnd + 1]) << 8
        let computed = FITCRC.checksum(bytes, start..<dataEnd)
        guard computed != stored else { return nil }
        return FITFormatError(
            offset: dataEnd,
            reason: "the file CRC does not match (expected \(FITFormatError.hex16(computed)), "
                + "found \(FITFormatError.hex16(stored))) although the file has its full length")
    }
}
