import Foundation
import LogbookCore

/// `logbook trim ID (--at TIME | --auto | --undo)`: cut a recording tail off a run, or put it back.
enum TrimCommand: LogbookCommand {
    /// `--at <time>`.
    static let atOption = OptionSpec(
        long: "at", short: nil, valueName: "time", help: "Cut here: m:ss or h:mm:ss since the start, or THH:MM[:SS] local time.")

    /// Its name, options and help.
    static let spec = CommandSpec(
        name: "trim",
        abstract: "Cut the end of a run that went on recording after you stopped, or undo it.",
        discussion: """
            The run keeps its samples up to the cut and is computed again from them exactly as
            at import: distance, moving time, km splits and pace. Its start, name and sport stay.
            --at takes a time since the start, 52:30 or 1:02:30, or a local clock time written
            with a T: T07:52:30 (the first time the clock shows it after the start) or
            2024-05-02T07:52:30. --auto cuts where 'logbook clean' suggests (the recording_tail
            rule: the last 60 s or more with no heart rate or no movement). The run as it was
            before its first trim is kept: --undo puts it back exactly.
            """,
        usage: "<id> (--at <time> | --auto | --undo) [--json] [<options>]",
        arguments: [("id", "The run to trim.")],
        options: [
            atOption,
            OptionSpec(long: "auto", short: nil, valueName: nil, help: "Cut where the recording_tail rule suggests."),
            OptionSpec(long: "undo", short: nil, valueName: nil, help: "Put the run back as it was before it was trimmed."),
            OptionSpec(long: "json", short: nil, valueName: nil, help: "Print one JSON object."),
        ] + ThresholdOptions.options)

    /// Runs the command: parses the mode, opens the logbook, prints the outcome.
    static func run(_ context: CommandContext) throws -> Int32 {
        let arguments = context.arguments
        let id = try arguments.singleRunID(command: spec)
        let chosen = ["at", "auto", "undo"].filter { arguments.flag($0) || arguments.values[$0] != nil }
        guard chosen.count == 1 else {
            throw UsageError(message: chosen.isEmpty ? "Missing one of --at <time>, --auto, --undo" : "use only one of --at, --auto, --undo", command: spec)
        }
        let thresholds = try ThresholdOptions.thresholds(arguments, command: spec)
        if arguments.flag("undo"), let option = ["min-distance", "min-pace", "max-pace"].first(where: { arguments.values[$0] != nil }) {
            throw UsageError(message: "--\(option) does not apply to --undo", command: spec)
        }
        var at: TrimTime?
        if let text = arguments.value("at") {
            guard let parsed = TrimTime.parse(text) else {
                throw ReportOptions.invalid(
                    text, atOption, expected: "a time since the start (52:30, 1:02:30) or a local clock time (T07:52:30)",
                    command: spec)
            }
            at = parsed
        }
        let store = RunTrimmer(database: try context.openLogbook())
        let undo = arguments.flag("undo")
        let outcome = undo
            ? try store.undo(runID: id)
            : try store.trim(runID: id, at: at, thresholds: thresholds, now: Int64(Date().timeIntervalSince1970))
        if arguments.flag("json") {
            Console.out(json(outcome, id: id, undo: undo).serialized() + "\n")
            return 0
        }
        let run = outcome.after
        let cutClock = ClockText.time(secondsOfDay: run.startUTC + Int64(run.utcOffset) + Int64(outcome.cut.rounded(.down)))
        let changes = "\(distance(outcome.before)) → \(distance(run)), moving \(duration(outcome.before.moving)) → \(duration(run.moving)), \(pace(outcome.before)) → \(pace(run))"
        if undo {
            Console.out("Restored run \(id) as it was before it was cut at \(ReportText.duration(outcome.cut)) (\(cutClock)): \(changes).\n")
        } else {
            Console.out("Trimmed run \(id) at \(ReportText.duration(outcome.cut)) (\(cutClock)): \(changes).\n")
            Console.out("Undo with 'logbook trim \(id) --undo'.\n")
        }
        return 0
    }

    /// `{"id", "action", "cut_s", "before": {...}, "after": {...}}`.
    static func json(_ outcome: TrimOutcome, id: Int64, undo: Bool) -> JSONValue {
        func numbers(_ run: Run) -> JSONValue {
            .object([
                ("distance_m", .number(run.distance)),
                ("elapsed_s", .number(run.elapsed)),
                ("moving_s", .number(run.moving)),
                ("pace_s_per_km", .number(run.pace.secondsPerKm)),
                ("pace_status", .string(run.pace.status.rawValue)),
            ])
        }
        return .object([
            ("id", .integer(id)),
            ("action", .string(undo ? "restored" : "trimmed")),
            ("start", .string(LocalDateTime.iso8601(utc: outcome.after.startUTC, offset: outcome.after.utcOffset))),
            ("cut_s", .number(outcome.cut)),
            ("before", numbers(outcome.before)),
            ("after", numbers(outcome.after)),
        ])
    }

    private static func distance(_ run: Run) -> String {
        run.distance.map { ReportText.distance($0, unit: .km) } ?? "distance unknown"
    }

    private static func duration(_ seconds: Double?) -> String {
        seconds.map(ReportText.duration) ?? "--"
    }

    private static func pace(_ run: Run) -> String {
        run.pace.secondsPerKm.map { "pace " + ReportText.pace($0, unit: .km) } ?? "pace unknown (\(run.pace.status.rawValue))"
    }
}
