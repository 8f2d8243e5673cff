import LogbookCore
import LogbookModel

extension Option where Value == LocalDate {
    /// Declares `--long <date>`, a local date written `YYYY-MM-DD`: the one way every
    /// command reads a single date (gear's `--started`, `--from`, `--on`).
    static func date(_ long: String, short: Character? = nil, help: String) -> Option<LocalDate> {
        Option(long, short: short, value: "date", help: help, expected: "a date as YYYY-MM-DD") { LocalDate.parse($0) }
    }
}

extension Option where Value == DateExpression {
    /// Declares `--long <valueName>`, a date or a period as `DateExpression` reads it
    /// (`2026-12-06`, `2026-11`, `2026-W48`, `last week` ...): the one way a command reads
    /// the dates of the runs it looks at (`--begin`, `--end`, `--in`).
    static func period(_ long: String, short: Character? = nil, value valueName: String, help: String) -> Option<DateExpression> {
        Option(long, short: short, value: valueName, help: help) { text in
            DateExpression.parse(text).mapError(DateWords.problem)
        }
    }
}

extension Option where Value == DateSpan {
    /// Declares `--long <span>`, a span back from today (`30d`, `4w`, `3m`, `1y`).
    static func span(_ long: String, help: String) -> Option<DateSpan> {
        Option(long, value: "span", help: help, expected: DateWords.acceptedSpans) { DateSpan.parse($0) }
    }
}
