/// The day a week begins on: ISO weeks begin on Monday; some runners count from Sunday.
public enum WeekStart: String, Sendable, CaseIterable {
    /// ISO 8601 weeks, labelled `2024-W09` (the default).
    case monday
    /// Weeks from Sunday to Saturday, labelled by their first date (`2024-02-25`).
    case sunday
}

extension WeekStart {
    /// The first day of the week holding `date`: the `self` day on or before it.
    public func firstDay(ofWeekHolding date: LocalDate) -> LocalDate {
        let daysIntoWeek: Int64 = self == .monday ? Int64(date.isoWeekday - 1) : Int64(date.isoWeekday % 7)
        return date.adding(days: -daysIntoWeek)
    }
}
