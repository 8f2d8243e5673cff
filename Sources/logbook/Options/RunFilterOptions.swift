import Foundation
import LogbookCore

/// `--begin`, `--end` and `--sport`: which runs a reading command looks at.
struct RunFilterOptions: Sendable {
    /// `--begin <date>`.
    static let begin = Option.date("begin", short: "b", help: "Only runs on or after this local date (YYYY-MM-DD).")
    /// `--end <date>` (exclusive).
    static let end = Option.date("end", short: "e", help: "Only runs before this local date (YYYY-MM-DD, exclusive).")
    /// `--sport <sport>`: a word no sport is known by is refused here, for every command
    /// that takes it (`checkedSport`).
    static let sport = Option<String>(
        "sport", value: "sport", help: "Only this sport (default: running); 'all' for every sport.",
        completion: .values(["all", "running", "cycling", "walking", "hiking", "swimming"]),
        convert: checkedSport)

    /// The three declarations, in help order.
    static let declarations = [begin.declaration, end.declaration, sport.declaration]

    /// The filter the options give.
    let filter: RunFilter
    /// True when `--sport` was not given, so that running alone is shown by default and a
    /// table says how many runs of other sports it leaves out (`HiddenSportsNote`).
    let sportDefaulted: Bool

    /// Reads the options; a begin not before the end is a usage error.
    init(_ values: ParsedValues) throws(UsageError) {
        let begin = values[Self.begin], end = values[Self.end]
        if let begin, let end, begin >= end {
            throw UsageError("--begin (\(begin)) must be before --end (\(end)); --end is exclusive")
        }
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
