import Foundation
import LogbookCore

/// `--begin`, `--end` and `--sport`: which runs a reading command looks at.
struct RunFilterOptions: Sendable {
    /// `--begin <date>`.
    static let begin = Option.date("begin", short: "b", help: "Only runs on or after this local date (YYYY-MM-DD).")
    /// `--end <date>` (exclusive).
    static let end = Option.date("end", short: "e", help: "Only runs before this local date (YYYY-MM-DD, exclusive).")
    /// `--sport <sport>`.
    static let sport = Option<String>(
        "sport", value: "sport", help: "Only this sport (default: running); 'all' for every sport.",
        completion: .values(["all", "running", "cycling", "walking", "hiking", "swimming"]))

    /// The three declarations, in help order.
    static let declarations = [begin.declaration, end.declaration, sport.declaration]

    /// The filter the options give.
    let filter: RunFilter

    /// Reads the options; a begin not before the end is a usage error.
    init(_ values: ParsedValues) throws(UsageError) {
        let begin = values[Self.begin], end = values[Self.end]
        if let begin, let end, begin >= end {
            throw UsageError("--begin (\(begin)) must be before --end (\(end)); --end is exclusive")
        }
        filter = RunFilter(begin: begin, end: end, sport: Self.sport(values[Self.sport] ?? values.settings.sport.value))
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
