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
        guard start < end, isPlainDecimal(bytes, start, end) else { return nil }
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
