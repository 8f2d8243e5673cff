/// The length of the periods a report groups runs into.
public enum PeriodKind: Sendable, Hashable {
    /// Seven days from the given first weekday.
    case week(WeekStart)
    /// A calendar month.
    case month
    /// A calendar year.
    case year
}
