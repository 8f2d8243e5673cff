import Foundation

/// Parses ISO 8601 date-times such as `2024-03-01T10:00:00Z`,
/// `2025-08-30T20:29:19.825+02:00` or `2010-12-14T06:17:04.2073437Z` by hand.
///
/// `DateFormatter` and `ISO8601DateFormatter` are not used: they roll impossible
/// dates such as `2024-02-30` over into March and reject some fraction lengths.
/// Here every field is range-checked and the instant is computed with
/// days-from-civil arithmetic, so `2024-02-30`, `24:00:00` and `10:00:60` are
/// rejected.
public enum ISO8601Timestamp {
    /// Parses `text`; leading and trailing whitespace is ignored.
    ///
    /// Returns the UTC instant in seconds since 1970 and the UTC offset in seconds when
    /// the text states one explicitly (`+02:00`, `-0500`, `+00:00`). `Z` means UTC and
    /// gives `offset == nil`; so does a time with no zone at all, which is read as UTC
    /// (GPX and TCX times are UTC by definition). Returns `nil` for anything malformed
    /// or impossible.
    public static func parse(_ text: String) -> (utc: Double, offset: Int?)? {
        var copy = text
        return copy.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
    }

    /// Parses the UTF-8 (or ASCII) bytes of a timestamp; see `parse(_:)` for the rules.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> (utc: Double, offset: Int?)? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        var index = start

        func digits(_ count: Int) -> Int? {
            guard end - index >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < end, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D), let day = digits(2)
        else { return nil }
        guard index < end, bytes[index] == 0x54 || bytes[index] == 0x74 || bytes[index] == 0x20 else { return nil }
        index += 1
        guard let hour = digits(2), expect(0x3A), let minute = digits(2), expect(0x3A), let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: Int64(year), month: month),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }

        var fraction = 0.0
        if index < end, bytes[index] == 0x2E || bytes[index] == 0x2C {
            index += 1
            var numerator = 0
            var denominator = 1
            var count = 0
            while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if count < 15 {  // beyond 15 digits nothing changes a Double timestamp
                    numerator = numerator * 10 + Int(bytes[index] - 0x30)
                    denominator *= 10
                }
                count += 1
                index += 1
            }
            fraction = Double(numerator) / Double(denominator)
            guard count > 0 else { return nil }
        }

        var offset: Int?
        if index < end {
            let sign = bytes[index]
            if sign == 0x5A || sign == 0x7A {  // Z, z
                index += 1
            } else if sign == 0x2B || sign == 0x2D {  // + -
                index += 1
                guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
                var offsetMinutes = 0
                if index < end {
                    _ = expect(0x3A)
                    guard let minutes = digits(2), minutes <= 59 else { return nil }
                    offsetMinutes = minutes
                }
                let magnitude = offsetHours * 3600 + offsetMinutes * 60
                offset = sign == 0x2D ? -magnitude : magnitude
            } else {
                return nil
            }
        }
        guard index == end else { return nil }

        let days = Int(CivilCalendar.days(year: Int64(year), month: month, day: day))
        let wallClock = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        return (wallClock - Double(offset ?? 0), offset)
    }

    /// True when `utc` can be a real recording time: within the one window every reader
    /// applies (`Believable.isBelievableTime`: from 1900 to tomorrow).
    public static func isPlausible(_ utc: Double, now: Double = Date().timeIntervalSince1970) -> Bool {
        Believable.isBelievableTime(utc, now: now)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
