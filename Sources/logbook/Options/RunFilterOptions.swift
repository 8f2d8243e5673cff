import Foundation
import LogbookCore
import LogbookModel

/// `--begin`, `--end`, `--in`, `--last` and `--sport`: which runs a reading command looks at.
///
/// A date option takes a date or a period as `DateExpression` reads it. `--begin X` starts
/// at X's first day; `--end X` stops before a plain date (exclusive, as it always did) and
/// after the last day of a period word (`--end 2026-11` takes in November); `--in X` is
/// X's days; `--last SPAN` the span ending today, today included (`DateSpan`).
struct RunFilterOptions: Sendable {
    /// `--begin <date>`.
    static let begin = Option.period(
        "begin", short: "b", value: "date",
        help: "Only runs on or after this local date, or from the start of this period (2026-12-06, 2026-11, 2026-W48, last week ...).")
    /// `--end <date>` (exclusive for a plain date).
    static let end = Option.period(
        "end", short: "e", value: "date",
        help: "Only runs before this local date (exclusive), or up to the end of this period (2026-11 takes in November).")
    /// `--in <period>`.
    static let within = Option.period(
        "in", value: "period",
        help: "Only runs in this period: today, yesterday, this/last week, this/last month, this/last year, 2026, 2026-12, 2026-W48.")
    /// `--last <span>`.
    static let last = Option.span("last", help: "Only runs of the last span, today included: 30d, 4w (28 days), 3m, 1y.")
    /// `--sport <sport>`: a word no sport is known by is refused here, for every command
    /// that takes it (`checkedSport`).
    static let sport = Option<String>(
        "sport", value: "sport", help: "Only this sport (default: running); 'all' for every sport.",
        completion: .values(["all", "running", "cycling", "walking", "hiking", "swimming"]),
        convert: checkedSport)

    /// The four date declarations, in help order.
    static let dateDeclarations = [begin.declaration, end.declaration, within.declaration, last.declaration]

    /// The date and sport declarations, in help order.
    static let declarations = dateDeclarations + [sport.declaration]

    /// The filter the options give.
    let filter: RunFilter
    /// True when `--sport` was not given, so that running alone is shown by default and a
    /// table says how many runs of other sports it leaves out (`HiddenSportsNote`).
    let sportDefaulted: Bool

    /// Reads the options, date words placed on today with weeks from `weekStart` (else the
    /// settings': `$LOGBOOK_WEEK_START`, the config file's, else Monday); see `dates(_:weekStart:)` for the usage errors.
    init(_ values: ParsedValues, weekStart: WeekStart? = nil) throws(UsageError) {
        let (begin, end) = try Self.dates(values, weekStart: weekStart)
        filter = RunFilter(begin: begin, end: end, sport: Self.sport(values[Self.sport] ?? values.settings.sport.value))
        sportDefaulted = Self.sportDefaulted(values)
    }

    /// True when `--sport` was not given: the default sport alone is shown (running, or the
    /// settings' sport), and a table says how many runs of other sports that leaves out.
    static func sportDefaulted(_ values: ParsedValues) -> Bool {
        values[sport] == nil
    }

    /// The `--sport` word as given when it names a sport the logbook knows (`run`, `Bike`,
    /// `trail run`) or is `all`; otherwise `unknown sport 'runing'; did you mean
    /// 'running'?` and the sports known. A known sport without runs is fine (an empty answer).
    static func checkedSport(_ text: String) -> Result<String, ValueProblem> {
        if SettingValues.sport(text) != nil { return .success(text) }
        return .failure(.message(unknownSportMessage(text)))
    }

    /// The message for a `--sport` word no sport is known by: the nearest known word's
    /// sport, when one is fewer than three edits away, then every sport known.
    static func unknownSportMessage(_ text: String) -> String {
        let key = NormalizedSport.key(text) ?? ""
        let words = Sport.canonicalNames.keys.sorted()
        let nearest = NameSuggestion.nearest(key, among: words, below: 3).flatMap { Sport.canonicalNames[$0] }
        let known = ["all"] + Set(Sport.canonicalNames.values).sorted()
        return "unknown sport '\(text)'" + (nearest.map { "; did you mean '\($0)'?" } ?? ".")
            + " Known sports: " + known.joined(separator: ", ")
    }

    /// True when any of `--begin`, `--end`, `--in` or `--last` was given.
    static func givesDates(_ values: ParsedValues) -> Bool {
        dateDeclarations.contains { values.contains($0) }
    }

    /// The range of local days the date options give: the first day kept and the first day
    /// no longer kept (exclusive), each nil when unbounded. Today comes from `DateSettings`,
    /// read only when a word or a span needs it.
    static func dates(_ values: ParsedValues, weekStart: WeekStart? = nil) throws(UsageError) -> (begin: LocalDate?, end: LocalDate?) {
        let begin = values[Self.begin], end = values[Self.end], within = values[Self.within], last = values[Self.last]
        guard begin != nil || end != nil || within != nil || last != nil else { return (nil, nil) }
        let needsToday = last != nil || [begin, end, within].contains { $0?.isRelative == true }
        let settings = try DateSettings.process()
        let today = needsToday ? settings.today() : LocalDate(daysSince1970: 0)
        return try range(
            begin: begin, end: end, within: within, last: last, today: today, weekStart: weekStart ?? values.settings.weekStart.value)
    }

    /// The range the given date options select when today is `today`: `--in` and `--last`
    /// stand alone (with each other or `--begin`/`--end` a usage error), and a begin not
    /// before the end is a usage error.
    static func range(
        begin: DateExpression?, end: DateExpression?, within: DateExpression?, last: DateSpan?, today: LocalDate,
        weekStart: WeekStart
    ) throws(UsageError) -> (begin: LocalDate?, end: LocalDate?) {
        if within != nil || last != nil {
            if within != nil && last != nil { throw UsageError("--in and --last cannot be combined: give one period") }
            if begin != nil || end != nil {
                throw UsageError("\(within != nil ? "--in" : "--last") cannot be combined with --begin or --end")
            }
        }
        if let within {
            let days = within.period(today: today, weekStart: weekStart)
            return (days.begin, days.end)
        }
        if let last {
            let days = last.period(endingOn: today)
            return (days.begin, days.end)
        }
        let first = begin?.beginBound(today: today, weekStart: weekStart)
        let after = end?.endBound(today: today, weekStart: weekStart)
        if let first, let after, first >= after {
            throw UsageError("--begin (\(first)) must be before --end (\(after)); --end is exclusive")
        }
        return (first, after)
    }

    /// The sport a command that takes `--sport` alone keeps: the word given, else the
    /// configured sport (`sport` in the config file or `LOGBOOK_SPORT`), read as `sport(_:)` reads it.
    static func sport(givenOrConfiguredIn values: ParsedValues) -> String? {
        sport(values[sport] ?? values.settings.sport.value)
    }

    /// The sport to keep: nil for `all`, `running` when not given, else the canonical name
    /// of a known sport word (`run`, `Bike`) or the word itself, lowercased.
    static func sport(_ value: String?) -> String? {
        guard let value else { return Sport.fallback }
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "all" { return nil }
        let key = String(trimmed.unicodeScalars.filter { !" \t_-".unicodeScalars.contains($0) })
        return Sport.canonicalNames[key] ?? trimmed
    }
}
