/// Formats a UTC instant in a fixed UTC offset, without Foundation's calendar machinery.
public enum LocalDateTime {
    /// `2025-01-01T00:30:00+01:00` for the instant `utc` (seconds since 1970) seen at `offset` seconds.
    public static func iso8601(utc: Int64, offset: Int) -> String {
        let (date, seconds) = civil(local(utc, offset))
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return date + "T" + clock(seconds) + sign + two(magnitude / 3600) + ":" + two(magnitude % 3600 / 60)
    }

    /// `2025-01-01` for the local date of `utc` at `offset`.
    public static func date(utc: Int64, offset: Int) -> String {
        civil(local(utc, offset)).date
    }

    /// `2025-01-01 00:30` for the local date and minute of `utc` at `offset`.
    public static func minute(utc: Int64, offset: Int) -> String {
        let (date, seconds) = civil(local(utc, offset))
        return date + " " + String(clock(seconds).prefix(5))
    }

    /// The (year, month, day) of a day count since 1970-01-01 (proleptic Gregorian).
    public static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int, day: Int) {
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

    /// The furthest instant formatted, about 300,000 years from 1970; hand-written
    /// values beyond it are shown at that limit instead of overflowing the arithmetic.
    private static let limit: Int64 = 10_000_000_000_000

    /// `utc + offset`, clamped to ±`limit`.
    private static func local(_ utc: Int64, _ offset: Int) -> Int64 {
        let clampedUTC = min(max(utc, -limit), limit)
        return clampedUTC + Int64(max(-limit, min(limit, Int64(offset))))
    }

    private static func civil(_ localSeconds: Int64) -> (date: String, secondsOfDay: Int64) {
        let days = localSeconds >= 0 ? localSeconds / 86400 : (localSeconds - 86399) / 86400
        let secondsOfDay = localSeconds - days * 86400
        let (year, month, day) = civilDate(daysSince1970: days)
        let yearText = String(year)
        return (String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-" + two(month) + "-" + two(day), secondsOfDay)
    }

    private static func clock(_ seconds: Int64) -> String {
        two(Int(seconds / 3600)) + ":" + two(Int(seconds % 3600 / 60)) + ":" + two(Int(seconds % 60))
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
