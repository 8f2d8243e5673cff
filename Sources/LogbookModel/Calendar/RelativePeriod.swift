/// A period named from today: the words `today`, `yesterday`, `this week` ... `last year`.
public enum RelativePeriod: Sendable, Hashable, CaseIterable {
    /// Today.
    case today
    /// The day before today.
    case yesterday
    /// The week holding today.
    case thisWeek
    /// The week before this week.
    case lastWeek
    /// The calendar month holding today.
    case thisMonth
    /// The calendar month before this month.
    case lastMonth
    /// The calendar year holding today.
    case thisYear
    /// The calendar year before this year.
    case lastYear

    /// The word lowercased without separators, as `DateExpression.parse` matches it.
    var key: String {
        switch self {
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .thisWeek: return "thisweek"
        case .lastWeek: return "lastweek"
        case .thisMonth: return "thismonth"
        case .lastMonth: return "lastmonth"
        case .thisYear: return "thisyear"
        case .lastYear: return "lastyear"
        }
    }

    /// The days it stands for when today is `today` and weeks start on `weekStart`.
    public func period(today: LocalDate, weekStart: WeekStart = .monday) -> LocalPeriod {
        switch self {
        case .today: return .day(today)
        case .yesterday: return .day(today.adding(days: -1))
        case .thisWeek: return .week(holding: today, startingOn: weekStart)
        case .lastWeek: return .week(holding: today.adding(days: -7), startingOn: weekStart)
        case .thisMonth: return .month(holding: today)
        case .lastMonth: return .month(holding: LocalPeriod.month(holding: today).begin.adding(days: -1))
        case .thisYear: return .year(holding: today)
        case .lastYear: return .year(today.year - 1)
        }
    }
}
