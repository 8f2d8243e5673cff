import LogbookCore
import LogbookModel

/// The daylight-saving rules of the three places runs happen in, hand-coded so that
/// the generated files do not depend on the machine's time zone database.
enum ZoneRule {
    /// Central Europe (CET/CEST): summer time from the last Sunday of March 02:00 to the
    /// last Sunday of October 03:00, local time.
    case centralEurope
    /// US Eastern (EST/EDT): from the second Sunday of March 02:00 to the first Sunday of
    /// November 02:00, local time.
    case usEastern
    /// Japan (JST): UTC+9 all year.
    case japan

    /// The UTC offset in seconds for a local wall-clock time (seconds since 1970 read as
    /// local); in the repeated autumn hour the summer offset is used.
    func offset(localSeconds: Int64) -> Int {
        let year = CivilCalendar.date(daysSince1970: Self.floorDiv(localSeconds, 86400)).year
        switch self {
        case .japan:
            return 9 * 3600
        case .centralEurope:
            let begin = Self.sunday(year: year, month: 3, nth: -1) * 86400 + 2 * 3600
            let end = Self.sunday(year: year, month: 10, nth: -1) * 86400 + 3 * 3600
            return localSeconds >= begin && localSeconds < end ? 7200 : 3600
        case .usEastern:
            let begin = Self.sunday(year: year, month: 3, nth: 2) * 86400 + 2 * 3600
            let end = Self.sunday(year: year, month: 11, nth: 1) * 86400 + 2 * 3600
            return localSeconds >= begin && localSeconds < end ? -4 * 3600 : -5 * 3600
        }
    }

    /// The day (since 1970) of the `nth` Sunday of a month; `nth == -1` is the last one.
    static func sunday(year: Int64, month: Int, nth: Int) -> Int64 {
        guard let first = LocalDate(year: year, month: month, day: 1) else { return 0 }
        if nth > 0 {
            let firstSunday = first.daysSince1970 + Int64((7 - first.isoWeekday) % 7)
            return firstSunday + Int64(7 * (nth - 1))
        }
        let last = first.daysSince1970 + Int64(CivilCalendar.daysInMonth(year: year, month: month)) - 1
        let lastWeekday = LocalDate(daysSince1970: last).isoWeekday
        return last - Int64(lastWeekday % 7)
    }

    /// Division rounding towards minus infinity.
    static func floorDiv(_ value: Int64, _ divisor: Int64) -> Int64 {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }
}
