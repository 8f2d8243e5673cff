import Foundation

/// Reads plain decimal numbers (`-12.5`, `3`, `1.2e3`) from bytes, refusing what
/// `strtod` or `Double(_:)` would otherwise accept: `nan`, `inf`, hexadecimal
/// (`0x1p3`), a decimal comma (`45,5`) and values that overflow to infinity.
public enum DecimalNumber {
    /// Parses `bytes` (surrounding whitespace ignored), or returns `nil` when it is
    /// not a plain, finite decimal number.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        if let exact = fastParse(bytes, start, end) { return exact }
        return generalParse(bytes, start, end)
    }

    /// The general path of `parse`, for what the fast path leaves (exponents, long
    /// digit strings, text that is no number): kept out of line, so that the common case
    /// does not pay for its buffer.
    @inline(never)
    private static func generalParse(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Double? {
        guard isPlainDecimal(bytes, start, end) else { return nil }
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double? in
            guard let base = buffer.baseAddress, let source = bytes.baseAddress else { return nil }
            memcpy(base, source + start, length)
            base[length] = 0
            let value = strtod(base, nil)
            return value.isFinite ? value : nil
        }
    }

    /// Parses a string; see `parse(_:)` on bytes.
    public static func parse(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// Clinger's fast path for the common case (`47.3641406`, `-12.5`, `153`): a sign,
    /// digits and an optional fraction, without exponent, whose digits form an integer
    /// of at most 2^53 and whose fraction has at most 22 digits. Both the integer and
    /// the power of ten are then exact doubles, so one IEEE division gives the correctly
    /// rounded value, the same as `strtod`. Returns `nil` for anything else (including
    /// text that is not a number), which the general path then judges. `start..<end` is
    /// not empty. Reads the bytes through a pointer, one comparison per digit.
    @inline(__always)
    static func fastParse(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Double? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var cursor = base + start
        let stop = base + end
        let negative = cursor.pointee == 0x2D
        if negative || cursor.pointee == 0x2B { cursor += 1 }
        // Digits wrap past 16 (the result is then thrown away): no check per digit.
        var mantissa: UInt64 = 0
        let integerStart = cursor
        readDigits(&cursor, stop, into: &mantissa)
        var digits = cursor - integerStart
        var fractionDigits = 0
        if cursor < stop, cursor.pointee == 0x2E {
            cursor += 1
            let fractionStart = cursor
            readDigits(&cursor, stop, into: &mantissa)
            fractionDigits = cursor - fractionStart
            digits += fractionDigits
        }
        guard cursor == stop, digits > 0, digits <= 16, mantissa <= 1 << 53 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Appends the digits from `cursor` on (up to `stop`) to `mantissa` (wrapping, which
    /// the caller's digit count then refuses) and leaves `cursor` at the first byte that is
    /// no digit. Four bytes at a time while four remain: all four are digits when each has
    /// the high nibble 3 both as it is and plus 6, and then two multiplications combine them
    /// (`d0·10 + d1` and `d2·10 + d3` in one step, then those two).
    @inline(__always)
    private static func readDigits(
        _ cursor: inout UnsafePointer<UInt8>, _ stop: UnsafePointer<UInt8>, into mantissa: inout UInt64
    ) {
        while stop - cursor >= 4 {
            let word = UInt32(littleEndian: UnsafeRawPointer(cursor).loadUnaligned(as: UInt32.self))
            guard word & 0xF0F0_F0F0 == 0x3030_3030, (word &+ 0x0606_0606) & 0xF0F0_F0F0 == 0x3030_3030 else { break }
            let values = word &- 0x3030_3030
            let pairs = values &* 10 &+ (values >> 8)
            mantissa = mantissa &* 10_000 &+ UInt64((pairs & 0xFF) &* 100 &+ ((pairs >> 16) & 0xFF))
            cursor += 4
        }
        while cursor < stop, case let digit = cursor.pointee &- 0x30, digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            cursor += 1
        }
    }

    /// 10^0 ... 10^22, every one exactly representable as a `Double`. Written out as a
    /// literal so that the optimiser lays the array out in the binary: no lazy initialisation
    /// (`swift_once`) is checked per number parsed.
    static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// `[+-]? digits [. digits]? ([eE] [+-]? digits)?` with at least one mantissa digit.
    private static func isPlainDecimal(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        var index = start
        if bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var mantissaDigits = 0
        while index < end, isDigit(bytes[index]) { index += 1; mantissaDigits += 1 }
        if index < end, bytes[index] == 0x2E {
            index += 1
            while index < end, isDigit(bytes[index]) { index += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return false }
        if index < end, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            var exponentDigits = 0
            while index < end, isDigit(bytes[index]) { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == end
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
