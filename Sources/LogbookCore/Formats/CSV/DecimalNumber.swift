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
    /// text that is not a number), which the general path then judges.
    private static func fastParse(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Double? {
        var index = start
        let negative = bytes[index] == 0x2D
        if negative || bytes[index] == 0x2B { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                guard digits < 16 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == 0x2E && !seenPoint {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, mantissa <= 1 << 53, fractionDigits <= 22 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10^0 ... 10^22, every one exactly representable as a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

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
