/// Why a text is not a `DateExpression`.
public enum DateExpressionError: Error, Sendable, Equatable {
    /// None of the accepted forms.
    case unrecognized
    /// The form of a date or month, but no such day or month (`2026-02-30`, `2026-13`).
    case noSuchDate
    /// The form of an ISO week that the year does not have (`2025-W53`, `2026-W00`):
    /// the year has weeks 1 to `weeks`.
    case noSuchWeek(year: Int64, weeks: Int)
}
