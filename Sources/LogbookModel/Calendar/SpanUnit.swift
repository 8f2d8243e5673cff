/// The unit of a `DateSpan`: `d`, `w`, `m` or `y`.
public enum SpanUnit: Sendable, Hashable, CaseIterable {
    /// Days.
    case days
    /// Weeks of seven days.
    case weeks
    /// Calendar months.
    case months
    /// Calendar years.
    case years

    /// The unit a suffix names: `d`, `day`, `days`, `w`, `week` ... `years`; nil for any other.
    static func named(_ suffix: String) -> SpanUnit? {
        switch suffix {
        case "d", "day", "days": return .days
        case "w", "week", "weeks": return .weeks
        case "m", "month", "months": return .months
        case "y", "year", "years": return .years
        default: return nil
        }
    }
}
