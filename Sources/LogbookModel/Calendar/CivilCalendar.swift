import LogbookSupport

/// The proleptic Gregorian calendar as day counts since 1970-01-01: the one place dates
/// are turned into days and back, months measured, and clock fields written with two digits.
///
/// `LocalDate`, `LocalDateTime`, `ISO8601Timestamp`, the CSV date parser, `TrimTime` and the
/// reports all call these (Howard Hinnant's `days_from_civil` / `civil_from_days`).
public enum CivilCalendar {
    /// Days since 1970-01-01 of a valid year, month (1...12) and day.
    public static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let monthPrime = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthPrime + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Days since 1970-01-01 of the date, or nil when it does not exist (`2023-02-29`, month 13).
    public static func validDays(year: Int64, month: Int, day: Int) -> Int64? {
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month) else { return nil }
        return days(year: year, month: month, day: day)
    }

    /// The (year, month, day) of a day count since 1970-01-01.
    public static func date(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthPrime + 2) / 5 + 1)
        let month = Int(monthPrime < 10 ? monthPrime + 3 : monthPrime - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// True for Gregorian leap years (divisible by 4, except centuries not divisible by 400).
    public static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month (1...12) of a year.
    public static func daysInMonth(year: Int64, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `value / divisor` rounded towards minus infinity (`divisor` > 0).
    public static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && value < 0) ? quotient - 1 : quotient
    }

    /// `value mod divisor` in `0..<divisor` (`divisor` > 0).
    public static func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }

    /// `07` for 7, `42` for 42: a month, day, hour, minute or second field.
    public static func twoDigits<Number: BinaryInteger>(_ value: Number) -> String {
        var text = ASCIIText(capacity: 4)
        appendField(value, to: &text)
        return text.text
    }

    /// `2024-03-01`, the year padded to four digits (a minus sign before years below 0).
    public static func dateText(year: Int64, month: Int, day: Int) -> String {
        var text = ASCIIText()
        appendDate(year: year, month: month, day: day, to: &text)
        return text.text
    }

    /// Appends `2024-03-01` (as `dateText`) to `text`.
    public static func appendDate(year: Int64, month: Int, day: Int, to text: inout ASCIIText) {
        text.append(number: year, minimumDigits: 4)
        text.append("-")
        appendField(month, to: &text)
        text.append("-")
        appendField(day, to: &text)
    }

    /// `06:32:30` for seconds since midnight within one day.
    public static func clockText(secondsOfDay seconds: Int64) -> String {
        var text = ASCIIText(capacity: 8)
        appendClock(secondsOfDay: seconds, withSeconds: true, to: &text)
        return text.text
    }

    /// Appends `06:32:30` (as `clockText`), or `06:32` without the seconds, to `text`.
    public static func appendClock(secondsOfDay seconds: Int64, withSeconds: Bool, to text: inout ASCIIText) {
        appendField(seconds / 3600, to: &text)
        text.append(":")
        appendField(seconds % 3600 / 60, to: &text)
        if withSeconds {
            text.append(":")
            appendField(seconds % 60, to: &text)
        }
    }

    /// Appends a field as `twoDigits` writes it: two digits at least (a value no field
    /// holds, below zero, keeps its old form `0-5`).
    private static func appendField<Number: BinaryInteger>(_ value: Number, to text: inout ASCIIText) {
        if value < 0 { text.append("0") }
        text.append(number: Int64(clamping: value), minimumDigits: value < 0 ? 1 : 2)
    }
}
