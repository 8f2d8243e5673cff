import Foundation
import LogbookCore

/// The options `list` and `stats` share, and how their values are read.
enum ReportOptions {
    /// `--begin <date>`.
    static let begin = OptionSpec(
        long: "begin", short: "b", valueName: "date", help: "Only runs on or after this local date (YYYY-MM-DD).")
    /// `--end <date>` (exclusive).
    static let end = OptionSpec(
        long: "end", short: "e", valueName: "date", help: "Only runs before this local date (YYYY-MM-DD, exclusive).")
    /// `--sport <sport>`.
    static let sport = OptionSpec(
        long: "sport", short: nil, valueName: "sport", help: "Only this sport (default: running); 'all' for every sport.")
    /// `--units km|mi`.
    static let units = OptionSpec(
        long: "units", short: nil, valueName: "km|mi", help: "Show distances and paces in km (default) or miles.")

    /// The filter given by `--begin`, `--end` and `--sport`.
    static func filter(_ arguments: ParsedArguments, command: CommandSpec) throws -> RunFilter {
        let begin = try date(arguments, begin, command: command)
        let end = try date(arguments, end, command: command)
        if let begin, let end, begin >= end {
            throw UsageError(message: "--begin (\(begin)) must be before --end (\(end)); --end is exclusive", command: command)
        }
        return RunFilter(begin: begin, end: end, sport: sport(arguments.value("sport")))
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

    /// The unit given by `--units` (default km).
    static func unit(_ arguments: ParsedArguments, command: CommandSpec) throws -> DistanceUnit {
        guard let text = arguments.value("units") else { return .km }
        guard let unit = DistanceUnit(rawValue: text.lowercased()) else {
            throw invalid(text, units, expected: "km or mi", command: command)
        }
        return unit
    }

    /// A local date option, or nil when not given.
    static func date(_ arguments: ParsedArguments, _ option: OptionSpec, command: CommandSpec) throws -> LocalDate? {
        guard let text = arguments.value(option.long) else { return nil }
        guard let date = LocalDate.parse(text) else {
            throw invalid(text, option, expected: "a date as YYYY-MM-DD", command: command)
        }
        return date
    }

    /// `The value 'x' is invalid for '--units <km|mi>': expected km or mi`.
    static func invalid(_ value: String, _ option: OptionSpec, expected: String, command: CommandSpec) -> UsageError {
        UsageError(message: "The value '\(value)' is invalid for '\(option.usageText)': expected \(expected)", command: command)
    }
}
