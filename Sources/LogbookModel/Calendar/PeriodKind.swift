/// The length of the periods a report groups runs into.
public enum PeriodKind: Sendable, Hashable {
    /// Seven days from the given first weekday.
    case week(WeekStart)
    /// A calendar month.
    case month
    /// A calendar year.
    case year
}

extension PeriodKind {
    /// The periods' name in the plural, as messages say it: `weeks`, `months` or `years`.
    public var pluralName: String {
        switch self {
        case .week: return "weeks"
        case .month: return "months"
        case .year: return "years"
        }
    }
}
