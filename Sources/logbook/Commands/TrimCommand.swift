import Foundation
import LogbookCore
import LogbookModel

/// `logbook trim ID (--at TIME | --auto | --undo)`: cut a recording tail off a run, or put it back.
struct TrimCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
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
            """)

    /// `--at <time>`.
    static let atOption = Option<TrimTime>(
        "at", value: "time", help: "Cut here: m:ss or h:mm:ss since the start, or THH:MM[:SS] local time.",
        expected: "a time since the start (52:30, 1:02:30) or a local clock time (T07:52:30)"
    ) { TrimTime.parse($0) }
    /// `--at <time> | --auto | --undo`: exactly one is required.
    static let modeChoice = Choice<TrimMode>(required: true, [
        .option(atOption) { .at($0) },
        .flag("auto", help: "Cut where the recording_tail rule suggests.", .auto),
        .flag("undo", help: "Put the run back as it was before it was trimmed.", .undo),
    ])
    /// `<id>`.
    static let idArgument = RunIDArgument.positional(help: "The run to trim.")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [idArgument.declaration] + modeChoice.declarations + formatChoice.declarations
        + ThresholdOptions.declarations + DatabaseOption.declarations

    /// The run.
    let id: Int64
    /// Cut at a time, cut automatically, or undo.
    let mode: TrimMode
    /// `--json`, which paces count in the recomputed run, and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options: the thresholds do not apply to `--undo`.
    init(_ values: ParsedValues) throws(UsageError) {
        id = values[Self.idArgument].first ?? 0
        mode = values[Self.modeChoice] ?? .auto
        shared = try SharedOptions(values, formats: Self.formatChoice)
        if case .undo = mode, let given = shared.thresholdOptions.firstGiven {
            throw UsageError("\(given.key) does not apply to --undo")
        }
    }

    /// Trims or restores the run and prints the outcome.
    func run(_ context: CommandContext) throws -> ExitCode {
        let store = RunTrimmer(try database.open(context, for: .write))
        let outcome: TrimOutcome
        var undo = false
        switch mode {
        case .undo:
            undo = true
            outcome = try store.undo(runID: id)
        case .auto:
            outcome = try store.trim(runID: id, at: nil, thresholds: thresholds, now: Int64(Date().timeIntervalSince1970))
        case .at(let time):
            outcome = try store.trim(runID: id, at: time, thresholds: thresholds, now: Int64(Date().timeIntervalSince1970))
        }
        if json {
            Console.out(Self.json(outcome, id: id, undo: undo).serialized() + "\n")
            return .success
        }
        let run = outcome.after
        let cutClock = ClockText.time(secondsOfDay: run.startUTC + Int64(run.utcOffset) + Int64(outcome.cut.rounded(.down)))
        let changes = "\(Self.distance(outcome.before)) → \(Self.distance(run)), moving \(ReportText.duration(outcome.before.moving)) → \(ReportText.duration(run.moving)), \(Self.pace(outcome.before)) → \(Self.pace(run))"
        if undo {
            Console.out("Restored run \(id) as it was before it was cut at \(ReportText.duration(outcome.cut)) (\(cutClock)): \(changes).\n")
        } else {
            Console.out("Trimmed run \(id) at \(ReportText.duration(outcome.cut)) (\(cutClock)): \(changes).\n")
            Console.out("Undo with 'logbook trim \(id) --undo'.\n")
        }
        return .success
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
        ReportText.distance(run.distance, unit: .km)
    }

    private static func pace(_ run: Run) -> String {
        "pace " + RunFieldText.pace(run.pace, sport: run.sport, unit: .km)
    }
}
