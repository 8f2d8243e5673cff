import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook profile [set --max-hr N --resting-hr N --lthr N --sex m|f --from DATE] [--json]`:
/// the runner's heart-rate settings, which change over time, and the dates they hold from.
struct ProfileCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "profile",
        abstract: "Show or set the heart-rate profile: maximum, resting, threshold, sex.",
        discussion: """
            Each value holds from the date it was set from (--from) until it is set again
            from a later date; a value set without --from holds from the first run on. Each
            run uses the values holding on its local date. Without a maximum heart rate, it is
            estimated from the runner's own samples (the 95th percentile over the runs of the
            preceding 365 days of the highest rate each held for a minute); without a resting
            heart rate, 60 bpm is used.
            """)

    /// `[set]`.
    static let actionArgument = Positional<String>(
        "action", help: "'set' to change the profile; without it the profile is listed.", required: false,
        completion: .values(["set"]), expected: "set"
    ) { $0 == "set" ? $0 : nil }
    /// `--max-hr <bpm>`.
    static let maxOption = bpmOption(
        "max-hr", help: "The maximum heart rate, 100-250 bpm.", range: AthleteSetting.maxRange, what: "a maximum heart rate")
    /// `--resting-hr <bpm>`.
    static let restingOption = bpmOption(
        "resting-hr", help: "The resting heart rate, 25-120 bpm, below the maximum.", range: AthleteSetting.restingRange,
        what: "a resting heart rate")
    /// `--lthr <bpm>`.
    static let lthrOption = bpmOption(
        "lthr", help: "The lactate-threshold heart rate, 80-250 bpm.", range: AthleteSetting.lthrRange,
        what: "a threshold heart rate")
    /// `--sex <m|f>`.
    static let sexOption = Option<AthleteSex>.word(
        "sex", value: "m|f", help: "Which TRIMP weighting: m (0.64 e^1.92r) or f (0.86 e^1.67r).", expected: "m or f")
    /// `--from <date>`.
    static let fromOption = Option<LocalDate>(
        "from", value: "date", help: "The local date the values hold from (YYYY-MM-DD; default: from the first run on).",
        expected: "a date as YYYY-MM-DD"
    ) { LocalDate.parse($0) }
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [
        actionArgument.declaration, maxOption.declaration, restingOption.declaration, lthrOption.declaration,
        sexOption.declaration, fromOption.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// The setting to store, or `nil` to list the profile.
    let setting: AthleteSetting?
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the options: values need `set`, and `set` needs a value.
    init(_ values: ParsedValues) throws(UsageError) {
        let given = AthleteSetting(
            from: values[Self.fromOption], maxHR: values[Self.maxOption], restingHR: values[Self.restingOption],
            lthr: values[Self.lthrOption], sex: values[Self.sexOption], setAt: Int64(Date().timeIntervalSince1970))
        if values[Self.actionArgument].first == "set" {
            if given.isEmpty { throw UsageError(ProfileError.nothingToSet.description) }
            if let max = given.maxHR, let resting = given.restingHR, resting >= max {
                throw UsageError(ProfileError.restingNotBelowMax(resting: resting, max: max, on: given.from).description)
            }
            setting = given
        } else {
            if !given.isEmpty || given.from != nil {
                throw UsageError("to change the profile, say 'set': logbook profile set --max-hr 188 --resting-hr 48")
            }
            setting = nil
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// `--<name> <bpm>` taking a whole number in `range`.
    private static func bpmOption(_ name: String, help: String, range: ClosedRange<Int>, what: String) -> Option<Int> {
        Option<Int>(
            name, value: "bpm", help: help,
            expected: "\(what) from \(range.lowerBound) to \(range.upperBound) bpm (what a human heart does)"
        ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// Stores the setting, if any, then prints the profile.
    func run(_ context: CommandContext) throws -> ExitCode {
        let editor = ProfileEditor(try database.open(context, for: setting == nil ? .read : .write))
        let profile = try setting.map(editor.set) ?? editor.profile()
        if json {
            Console.out(Self.json(profile).serialized() + "\n")
            return .success
        }
        if let setting {
            Console.line("Profile set \(setting.from.map { "from \($0)" } ?? "from the first run on").")
        }
        Console.out(Self.table(profile))
        return .success
    }

    /// The profile as JSON: one object per setting, in date order, and the default resting rate.
    static func json(_ profile: AthleteProfile) -> JSONValue {
        func bpm(_ value: Int?) -> JSONValue { value.map { .integer(Int64($0)) } ?? .null }
        return .object([
            ("settings", .array(profile.settings.map { setting in
                .object([
                    ("from", .string(setting.from?.description)), ("max_hr", bpm(setting.maxHR)),
                    ("resting_hr", bpm(setting.restingHR)), ("lthr", bpm(setting.lthr)),
                    ("sex", .string(setting.sex?.rawValue)),
                ])
            })),
            ("default_resting_hr", .integer(Int64(AthleteValues.defaultRestingHR))),
            ("max_hr_estimated", .bool(!profile.settings.contains { $0.maxHR != nil })),
        ])
    }

    /// The profile as lines: each value with the date it holds from, and what is used where none is set.
    static func table(_ profile: AthleteProfile) -> String {
        var rows = [("setting", "value", "from")]
        let fields: [(String, (AthleteSetting) -> String?)] = [
            ("max HR", { $0.maxHR.map { "\($0) bpm" } }), ("resting HR", { $0.restingHR.map { "\($0) bpm" } }),
            ("threshold HR", { $0.lthr.map { "\($0) bpm" } }), ("sex", { $0.sex?.rawValue }),
        ]
        for (name, value) in fields {
            for setting in profile.settings {
                if let text = value(setting) { rows.append((name, text, setting.from?.description ?? "always")) }
            }
        }
        var text = ""
        if rows.count > 1 {
            let nameWidth = rows.map(\.0.count).max() ?? 0
            let valueWidth = rows.map(\.1.count).max() ?? 0
            for row in rows {
                text += row.0.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                    + row.1.padding(toLength: valueWidth + 2, withPad: " ", startingAt: 0) + row.2 + "\n"
            }
        }
        let latest = profile.values(on: profile.settings.last?.from)
        if latest.maxHR == nil {
            text += "Max HR: not set; estimated from your runs' heart rate. Set it with 'logbook profile set --max-hr N'.\n"
        }
        if latest.restingHR == nil {
            text += "Resting HR: not set; \(AthleteValues.defaultRestingHR) bpm is used. Set it with 'logbook profile set --resting-hr N'.\n"
        }
        return text
    }
}
