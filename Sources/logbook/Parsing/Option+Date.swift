import LogbookCore

extension Option where Value == LocalDate {
    /// Declares `--long <date>`, a local date written `YYYY-MM-DD`: the one way every
    /// command reads a date (`--begin`, `--end`, gear's `--started`, `--from`, `--on`).
    static func date(_ long: String, short: Character? = nil, help: String) -> Option<LocalDate> {
        Option(long, short: short, value: "date", help: help, expected: "a date as YYYY-MM-DD") { LocalDate.parse($0) }
    }
}
