/// A half-open range of local days, `begin ..< end`: what a date word (`last week`,
/// `2026-W48`) or a span (`--last 4w`) stands for on the runner's calendar.
///
/// Days are civil dates, so a day across a change of clocks is still one day.
public struct LocalPeriod: Sendable, Hashable, CustomStringConvertible {
    /// The first day in the period.
    public let begin: LocalDate
    /// The first day after the period (exclusive end).
    public let end: LocalDate

    /// The days from `begin` up to, not including, `end`.
    public init(begin: LocalDate, end: LocalDate) {
        self.begin = begin
        self.end = end
    }

    /// The one day `date`.
    public static func day(_ date: LocalDate) -> LocalPeriod {
        LocalPeriod(begin: date, end: date.adding(days: 1))
    }

    /// The seven days from the `weekStart` day on or before `date`.
    public static func week(holding date: LocalDate, startingOn weekStart: WeekStart) -> LocalPeriod {
        let first = weekStart.firstDay(ofWeekHolding: date)
        return LocalPeriod(begin: first, end: first.adding(days: 7))
    }

    /// The calendar month holding `date`.
    public static func month(holding date: LocalDate) -> LocalPeriod {
        let (year, month, _) = date.components
        return LocalPeriod.month(year: year, month: month)
    }

    /// The calendar month `month` (1...12) of `year`.
    public static func month(year: Int64, month: Int) -> LocalPeriod {
        let next = month == 12 ? CivilCalendar.days(year: year + 1, month: 1, day: 1) : CivilCalendar.days(year: year, month: month + 1, day: 1)
        return LocalPeriod(
            begin: LocalDate(daysSince1970: CivilCalendar.days(year: year, month: month, day: 1)),
            end: LocalDate(daysSince1970: next))
    }

    /// The calendar year holding `date`.
    public static func year(holding date: LocalDate) -> LocalPeriod {
        LocalPeriod.year(date.year)
    }

    /// The calendar year `year`.
    public static func year(_ year: Int64) -> LocalPeriod {
        LocalPeriod(
            begin: LocalDate(daysSince1970: CivilCalendar.days(year: year, month: 1, day: 1)),
            end: LocalDate(daysSince1970: CivilCalendar.days(year: year + 1, month: 1, day: 1)))
    }

    /// The last day in the period (the day before `end`).
    public var lastDay: LocalDate { end.adding(days: -1) }

    /// True when a range of days from `rangeBegin` (nil: no lower bound) up to `rangeEnd`
    /// (exclusive; nil: no upper bound) leaves out some of this period's days: the period
    /// is then only partly counted.
    public func isCut(begin rangeBegin: LocalDate?, end rangeEnd: LocalDate?) -> Bool {
        if let rangeBegin, rangeBegin > begin { return true }
        if let rangeEnd, rangeEnd < end { return true }
        return false
    }

    /// `2026-11-30..<2026-12-07`.
    public var description: String { "\(begin)..<\(end)" }
}
