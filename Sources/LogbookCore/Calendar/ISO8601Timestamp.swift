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

        /// The number written by the `count` digits at `offset`, or nil when one is no digit.
        @inline(__always) func number(at offset: Int, _ count: Int) -> Int? {
            var value = 0
            for place in offset..<(offset + count) {
                let digit = text[place] &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }

        let separator = text[10]
        guard let year = number(at: 0, 4), text[4] == 0x2D, let month = number(at: 5, 2), text[7] == 0x2D,
            let day = number(at: 8, 2), separator == 0x54 || separator == 0x74 || separator == 0x20,
            let hour = number(at: 11, 2), text[13] == 0x3A, let minute = number(at: 14, 2), text[16] == 0x3A,
            let second = number(at: 17, 2)
        else { return nil }
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
