import LogbookModel

/// One row of the `stats` summary: a period named from today.
public enum SummaryPeriod: Sendable, Hashable, CaseIterable {
    /// The week holding today.
    case thisWeek
    /// The week before it.
    case lastWeek
    /// The last 28 days, today included (`--last 4w`).
    case lastFourWeeks
    /// The calendar month holding today.
    case thisMonth
    /// The calendar year holding today.
    case thisYear

    /// The days the row covers when today is `today` and weeks start on `weekStart`: the
    /// same days `--in "this week"`, `--in "last week"`, `--last 4w`, `--in "this month"`
    /// and `--in "this year"` select.
    public func days(today: LocalDate, weekStart: WeekStart) -> LocalPeriod {
        switch self {
        case .thisWeek: return RelativePeriod.thisWeek.period(today: today, weekStart: weekStart)
        case .lastWeek: return RelativePeriod.lastWeek.period(today: today, weekStart: weekStart)
        case .lastFourWeeks: return DateSpan(count: 4, unit: .weeks).period(endingOn: today)
        case .thisMonth: return RelativePeriod.thisMonth.period(today: today, weekStart: weekStart)
        case .thisYear: return RelativePeriod.thisYear.period(today: today, weekStart: weekStart)
        }
    }
}
