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
    ///
    /// The date and the time of day always take the first 19 bytes
    /// (`YYYY-MM-DDTHH:MM:SS`), so they are read at fixed places through a pointer; only the
    /// fraction and the zone after them are read in sequence.
    public static func parse(_ bytes: UnsafeRawBufferPointer) -> (utc: Double, offset: Int?)? {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(base[start]) { start += 1 }
        while end > start, isSpace(base[end - 1]) { end -= 1 }
        guard end - start >= 19 else { return nil }
        let text = base + start

        // Each byte minus "0": below 10 exactly for the digits.
        let y0 = text[0] &- 0x30, y1 = text[1] &- 0x30, y2 = text[2] &- 0x30, y3 = text[3] &- 0x30
        let mo0 = text[5] &- 0x30, mo1 = text[6] &- 0x30, d0 = text[8] &- 0x30, d1 = text[9] &- 0x30
        let h0 = text[11] &- 0x30, h1 = text[12] &- 0x30, mi0 = text[14] &- 0x30, mi1 = text[15] &- 0x30
        let s0 = text[17] &- 0x30, s1 = text[18] &- 0x30
        let separator = text[10]
        guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, mo0 < 10, mo1 < 10, d0 < 10, d1 < 10, h0 < 10, h1 < 10, mi0 < 10,
            mi1 < 10, s0 < 10, s1 < 10, text[4] == 0x2D, text[7] == 0x2D, text[13] == 0x3A, text[16] == 0x3A,
            separator == 0x54 || separator == 0x74 || separator == 0x20
        else { return nil }
        func two(_ tens: UInt8, _ ones: UInt8) -> Int { Int(tens) &* 10 &+ Int(ones) }
        let year = two(y0, y1) &* 100 &+ two(y2, y3)
        let month = two(mo0, mo1), day = two(d0, d1), hour = two(h0, h1), minute = two(mi0, mi1), second = two(s0, s1)
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: Int64(year), month: month),
            hour <= 23, minute <= 59, second <= 59
        else { return nil }

        var index = start + 19
        func digits(_ count: Int) -> Int? {
            guard end - index >= count else { return nil }
            var value = 0
            for _ in 0..<count {
                let byte = base[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return value
        }

        var fraction = 0.0
        if index < end, base[index] == 0x2E || base[index] == 0x2C {
            index += 1
            var numerator = 0
            var denominator = 1
            var count = 0
            while index < end, base[index] >= 0x30, base[index] <= 0x39 {
                if count < 15 {  // beyond 15 digits nothing changes a Double timestamp
                    numerator = numerator * 10 + Int(base[index] - 0x30)
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
            let sign = base[index]
            if sign == 0x5A || sign == 0x7A {  // Z, z
                index += 1
            } else if sign == 0x2B || sign == 0x2D {  // + -
                index += 1
                guard let offsetHours = digits(2), offsetHours <= 23 else { return nil }
                var offsetMinutes = 0
                if index < end {
                    if base[index] == 0x3A { index += 1 }
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
