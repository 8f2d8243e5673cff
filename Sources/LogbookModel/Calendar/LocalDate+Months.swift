extension LocalDate {
    /// The same day of the month `count` months later (earlier when negative), or the last
    /// day of that month when it is shorter (2026-03-31 less one month is 2026-02-28).
    public func addingMonths(_ count: Int) -> LocalDate {
        let (year, month, day) = components
        let index = year * 12 + Int64(month - 1) + Int64(count)
        let newYear = CivilCalendar.floorDivide(index, 12)
        let newMonth = Int(CivilCalendar.floorModulo(index, 12)) + 1
        let newDay = min(day, CivilCalendar.daysInMonth(year: newYear, month: newMonth))
        return LocalDate(daysSince1970: CivilCalendar.days(year: newYear, month: newMonth, day: newDay))
    }
}
