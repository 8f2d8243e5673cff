import LogbookSupport

/// Formats a UTC instant in a fixed UTC offset, without Foundation's calendar machinery.
public enum LocalDateTime {
    /// `2025-01-01T00:30:00+01:00` for the instant `utc` (seconds since 1970) seen at `offset` seconds.
    public static func iso8601(utc: Int64, offset: Int) -> String {
        let (date, seconds) = civil(local(utc, offset))
        return date + "T" + clock(seconds) + offsetText(offset)
    }

    /// `+01:00`, `-09:30`: a UTC offset in seconds as hours and minutes (the one spelling of
    /// an offset, in ISO times, `explain` and `rebuild`'s change lines).
    public static func offsetText(_ offset: Int) -> String {
        let magnitude = offset.magnitude
        return (offset < 0 ? "-" : "+") + CivilCalendar.twoDigits(Int(magnitude / 3600)) + ":"
            + CivilCalendar.twoDigits(Int(magnitude % 3600 / 60))
    }

    /// `2025-01-01` for the local date of `utc` at `offset`.
    public static func date(utc: Int64, offset: Int) -> String {
        civil(local(utc, offset)).date
    }

    /// `2025-01-01 00:30` for the local date and minute of `utc` at `offset`.
    public static func minute(utc: Int64, offset: Int) -> String {
        let localSeconds = local(utc, offset)
        let days = localSeconds >= 0 ? localSeconds / 86400 : (localSeconds - 86399) / 86400
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        var text = ASCIIText()
        CivilCalendar.appendDate(year: year, month: month, day: day, to: &text)
        text.append(" ")
        CivilCalendar.appendClock(secondsOfDay: localSeconds - days * 86400, withSeconds: false, to: &text)
        return text.text
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
        let (year, month, day) = CivilCalendar.date(daysSince1970: days)
        return (CivilCalendar.dateText(year: year, month: month, day: day), secondsOfDay)
    }

    private static func clock(_ seconds: Int64) -> String {
        CivilCalendar.clockText(secondsOfDay: seconds)
    }
}
