/// An ISO 8601 week: weeks start on Monday, and week 1 is the week holding the year's
/// first Thursday, so a week belongs to the year of its Thursday (`2021-01-03` is in
/// `2020-W53`; `2024-12-30` is in `2025-W01`).
public struct ISOWeek: Sendable, Hashable, CustomStringConvertible {
    /// The ISO week-numbering year (the year of the week's Thursday).
    public let year: Int64
    /// The week number, 1...53.
    public let week: Int

    /// The week `week` of the ISO year `year`, or nil when the year has no such week
    /// (week 0, week 53 of a 52-week year such as 2025).
    public static func existing(year: Int64, week: Int) -> ISOWeek? {
        guard week >= 1, week <= weeks(inYear: year) else { return nil }
        return ISOWeek(year: year, week: week)
    }

    /// How many ISO weeks `year` has: 53 when December 28th (always in the year's last
    /// week) falls in week 53, else 52.
    public static func weeks(inYear year: Int64) -> Int {
        of(LocalDate(daysSince1970: CivilCalendar.days(year: year, month: 12, day: 28))).week
    }

    /// The ISO week holding `date`.
    public static func of(_ date: LocalDate) -> ISOWeek {
        let thursday = date.adding(days: Int64(4 - date.isoWeekday))
        let year = thursday.year
        let firstOfYear = CivilCalendar.days(year: year, month: 1, day: 1)
        return ISOWeek(year: year, week: Int((thursday.daysSince1970 - firstOfYear) / 7) + 1)
    }

    /// The Monday that begins this week.
    public var monday: LocalDate {
        // January 4th is always in week 1.
        let fourth = LocalDate(daysSince1970: CivilCalendar.days(year: year, month: 1, day: 4))
        return fourth.adding(days: Int64(1 - fourth.isoWeekday) + Int64(week - 1) * 7)
    }

    /// `2024-W09`.
    public var description: String {
        let yearText = String(year)
        let padded = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return padded + "-W" + (week < 10 ? "0\(week)" : "\(week)")
    }
}
