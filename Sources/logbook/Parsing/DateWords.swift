import LogbookCore
import LogbookModel

/// The words a runner reads about dates and periods: what `--begin`, `--end`, `--in` and
/// `--last` accept, and why a value was refused.
enum DateWords {
    /// The forms of a date or period, as a refusal lists them.
    static let acceptedPeriods = "a date or period: YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Www (ISO week), today, yesterday, "
        + "this week, last week, this month, last month, this year or last year"

    /// The forms of a span, as a refusal lists them.
    static let acceptedSpans = "a span back from today such as 30d, 4w, 3m or 1y (1 to \(DateSpan.maxCount) days, weeks, months or years)"

    /// The refusal of a text `DateExpression.parse` could not read.
    static func problem(_ error: DateExpressionError) -> ValueProblem {
        switch error {
        case .unrecognized:
            return .expected(acceptedPeriods)
        case .noSuchDate:
            return .expected("a date or month that exists (YYYY-MM-DD or YYYY-MM)")
        case .noSuchWeek(let year, let weeks):
            let first = ISOWeek.existing(year: year, week: 1).map(\.description) ?? "week 1"
            let last = ISOWeek.existing(year: year, week: weeks).map(\.description) ?? "week \(weeks)"
            return .expected("an ISO week that exists: \(year) has weeks \(first) to \(last)")
        }
    }
}
