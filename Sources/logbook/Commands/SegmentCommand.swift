import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook segment add|show|list|rm`: stretches of road, timed in every run through them.
struct SegmentCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "segment",
        abstract: "Time a stretch of road in every run through it: add, show, list and remove segments.",
        discussion: """
            'segment add NAME --run ID --from-km X --to-km Y' (or --from LAT,LON --to LAT,LON)
            cuts a segment from a run's track; every stored run that passes through it is
            timed at once, and every later import too. A pass enters within 25 m of the
            segment's start, stays within 35 m of its line and leaves within 25 m of its end,
            in that order; its time is interpolated at the two gates. 'segment show NAME' is
            the leaderboard of your efforts, fastest first.
            """)

    /// The actions.
    enum Action: String, CaseIterable {
        /// Add a segment.
        case add
        /// Show one segment's leaderboard.
        case show
        /// List the segments.
        case list
        /// Remove a segment.
        case rm
    }

    /// `<action> [NAME]`.
    static let wordsArgument = Positional<String>(
        "action-and-name", help: "add NAME, show NAME, list, rm NAME.", repeating: true, required: false,
        completion: .values(Action.allCases.map(\.rawValue)))
    /// `--run <id>`.
    static let runOption = Option<Int64>("run", value: "id", help: "The run whose track the segment is cut from.", expected: "a run's id") { Int64($0) }
    /// `--from-km <km>`.
    static let fromKmOption = Option<Double>("from-km", value: "km", help: "Where the segment starts along the run, km.", expected: "a distance in km, e.g. 1.5") { kilometres($0) }
    /// `--to-km <km>`.
    static let toKmOption = Option<Double>("to-km", value: "km", help: "Where the segment ends along the run, km.", expected: "a distance in km, e.g. 2.7") { kilometres($0) }
    /// `--from <lat,lon>`.
    static let fromOption = Option<CoursePoint>("from", value: "lat,lon", help: "The segment's start, near the run's track.", expected: "a position, e.g. 47.3769,8.5417") { position($0) }
    /// `--to <lat,lon>`.
    static let toOption = Option<CoursePoint>("to", value: "lat,lon", help: "The segment's end, near the run's track.", expected: "a position, e.g. 47.3801,8.5490") { position($0) }
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.table, .json], help: [.json: "Print the leaderboard (list: the segments) as JSON."])

    /// Its arguments.
    static let declarations = [
        wordsArgument.declaration, runOption.declaration, fromKmOption.declaration, toKmOption.declaration,
        fromOption.declaration, toOption.declaration, UnitOption.option.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// What to do.
    let action: Action
    /// The segment's name (not for `list`).
    let name: String?
    /// For `add`: the run and its stretch.
    let addition: (run: Int64, stretch: SegmentBoard.Stretch)?
    /// `--json`, units and the logbook.
    let shared: SharedOptions

    /// Reads the action, the name and, for `add`, the run and its stretch.
    init(_ values: ParsedValues) throws(UsageError) {
        let words = values[Self.wordsArgument]
        guard let first = words.first, let action = Action(rawValue: first) else {
            throw UsageError("'segment' takes add NAME, show NAME, list or rm NAME")
        }
        self.action = action
        if action == .list {
            guard words.count == 1 else { throw UsageError("'segment list' takes no name") }
            name = nil
        } else {
            guard words.count == 2 else { throw UsageError("'segment \(action.rawValue)' takes one name: segment \(action.rawValue) 'Hill repeat'") }
            name = words[1]
        }
        if action == .add {
            guard let run = values[Self.runOption] else { throw UsageError("'segment add' needs --run ID, the run to cut it from") }
            if let from = values[Self.fromKmOption], let to = values[Self.toKmOption] {
                guard to > from else { throw UsageError("--to-km must be beyond --from-km") }
                addition = (run, .kilometres(from: from, to: to))
            } else if let from = values[Self.fromOption], let to = values[Self.toOption] {
                addition = (run, .positions(from: from, to: to))
            } else {
                throw UsageError("'segment add' needs --from-km X --to-km Y, or --from LAT,LON --to LAT,LON")
            }
        } else {
            addition = nil
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// A distance in km from 0 to 1000.
    static func kilometres(_ text: String) -> Double? {
        Double(text).flatMap { $0.isFinite && $0 >= 0 && $0 <= 1_000 ? $0 : nil }
    }

    /// `LAT,LON` as a position.
    static func position(_ text: String) -> CoursePoint? {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let lat = parts[0], let lon = parts[1], Geo.isValidPosition(lat: lat, lon: lon) else { return nil }
        return CoursePoint(lat: lat, lon: lon)
    }

    /// Does the action and prints what it shows.
    func run(_ context: CommandContext) throws -> ExitCode {
        let board = SegmentBoard(try database.open(context, for: action == .add || action == .rm ? .write : .readExisting))
        switch action {
        case .list:
            let boards = try board.list()
            ListOutput.print(
                asJSON: json, isEmpty: boards.isEmpty, json: { SegmentOutput.listJSON(boards) },
                none: "No segments yet: 'logbook segment add NAME --run ID --from-km X --to-km Y' adds one.",
                table: { SegmentOutput.listTable(boards, unit: unit, bold: context.style.bold) })
        case .rm:
            let name = self.name ?? ""
            try board.remove(name)
            if json {
                Console.out(JSONValue.object([("name", .string(name)), ("removed", .bool(true))]).serialized() + "\n")
            } else {
                Console.line("Removed segment '\(TableRenderer.printable(name))' with its efforts.")
            }
        case .add, .show:
            let leaderboard: SegmentLeaderboard
            if let addition {
                leaderboard = try board.add(name: name ?? "", runID: addition.run, stretch: addition.stretch, now: Int64(Date().timeIntervalSince1970))
            } else {
                leaderboard = try board.show(name ?? "")
            }
            if json {
                Console.out(SegmentOutput.json(leaderboard).serialized() + "\n")
            } else {
                Console.out(SegmentOutput.table(leaderboard, unit: unit, bold: context.style.bold))
            }
        }
        return .success
    }
}
