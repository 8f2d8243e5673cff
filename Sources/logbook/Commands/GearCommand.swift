import Foundation
import LogbookCore
import LogbookModel

/// `logbook gear [add|retire|rename|merge|default|assign] [NAME...]`: shoes and bikes, what they
/// have done and what is left of their limit.
struct GearCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "gear",
        abstract: "List shoes and bikes with their distance, or add, retire, rename and merge them.",
        discussion: """
            Each pair's distance, runs and moving time add up its live runs. Names are
            compared without case and extra spaces: 'pegasus  40' is 'Pegasus 40'. A run whose
            file names no gear gets the default of its sport on its date (add --default-for,
            or 'gear default NAME --default-for SPORT --from DATE'); a retired pair is no
            longer given by default after its retirement. A pair past its limit is due: the
            list and every import warn about it. Merging moves every run of FROM to INTO.
            'gear assign NAME --begin DATE --end DATE --sport SPORT' lists the runs that would
            get the pair (a dry run); --apply gives it to them, as 'edit --gear' would.
            """)

    /// `[action] [name...]`.
    static let wordsArgument = Positional<String>(
        "action-and-names",
        help: "add NAME, retire NAME, rename OLD NEW, merge FROM INTO, default NAME, assign NAME; without one the gear is listed.",
        repeating: true, required: false, completion: .values(GearAction.allCases.map(\.rawValue)))
    /// `--kind <shoes|bike|other>`.
    static let kindOption = Option<GearKind>.word(
        "kind", value: "kind", help: "What it is: shoes (the default), bike or other.", expected: "shoes, bike or other")
    /// `--limit-km <km>`.
    static let limitOption = Option<Double>(
        "limit-km", value: "km", help: "The distance it may do before it is due, e.g. 700.",
        expected: "a positive number of km, e.g. 700"
    ) { text in Double(text).flatMap { $0.isFinite && $0 > 0 && $0 < 1_000_000 ? $0 : nil } }
    /// `--brand <text>`.
    static let brandOption = Option<String>("brand", value: "text", help: "The maker.")
    /// `--model <text>`.
    static let modelOption = Option<String>("model", value: "text", help: "The model.")
    /// `--notes <text>`.
    static let notesOption = Option<String>("notes", value: "text", help: "Notes of your own.")
    /// `--started <date>`.
    static let startedOption = Option.date("started", help: "The local date it was first used (YYYY-MM-DD).")
    /// `--default-for <sport>`.
    static let defaultForOption = Option<NormalizedSport>(
        "default-for", value: "sport",
        help: "Give it to runs of this sport (running, trail run, cycling) whose file names no gear.",
        expected: "a sport as a file would name it: running, trail run, cycling, walking"
    ) { NormalizedSport.known($0) }
    /// `--from <date>`.
    static let fromOption = Option.date("from", help: "The local date the default holds from (default: from the first run on).")
    /// `--on <date>`.
    static let onOption = Option.date("on", help: "The local date of the retirement (default: today).")
    /// `--apply`.
    static let applyFlag = Flag("apply", help: "Give the gear to the runs 'gear assign' lists (without it: a dry run).")
    /// `--csv | --json`.
    static let formatChoice = OutputFormat.choice(
        [.csv, .json], help: [.csv: "Print the gear as CSV, the JSON fields.", .json: "Print the gear as a JSON array."])

    /// Its arguments.
    static let declarations = [
        wordsArgument.declaration, kindOption.declaration, limitOption.declaration, brandOption.declaration,
        modelOption.declaration, notesOption.declaration, startedOption.declaration, defaultForOption.declaration,
        fromOption.declaration, onOption.declaration, applyFlag.declaration,
    ] + RunFilterOptions.declarations + formatChoice.declarations + DatabaseOption.declarations

    /// What to do.
    let request: GearRequest
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the action, its names and its options; each action takes its own.
    init(_ values: ParsedValues) throws(UsageError) {
        var words = values[Self.wordsArgument]
        let action = words.first.flatMap(GearAction.init(rawValue:))
        if action != nil { words.removeFirst() }
        var given = GearRequest(
            action: action ?? .list, names: words, kind: values[Self.kindOption],
            limit: values[Self.limitOption].map { $0 * 1000 }, brand: values[Self.brandOption],
            model: values[Self.modelOption], notes: values[Self.notesOption], started: values[Self.startedOption],
            defaultFor: values[Self.defaultForOption], from: values[Self.fromOption], on: values[Self.onOption])
        if RunFilterOptions.givesDates(values) || values[RunFilterOptions.sport] != nil {
            given.filter = try RunFilterOptions(values).filter
        }
        given.apply = values[Self.applyFlag]
        if let problem = given.problem { throw UsageError(problem) }
        request = given
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Makes the change, if any, then prints the gear and warns about pairs past their limit.
    func run(_ context: CommandContext) throws -> ExitCode {
        let book = GearBook(try database.open(context, for: request.action == .list ? .readExisting : .write))
        let names = request.names
        var done: String?
        switch request.action {
        case .list, .assign: break
        case .add:
            let gear = try book.add(Gear(
                id: 0, name: names[0], kind: request.kind ?? .shoes, brand: request.brand, model: request.model,
                startedOn: request.started, limit: request.limit, notes: request.notes))
            done = "Added \(gear.kind.rawValue) '\(TableRenderer.printable(gear.name))'."
            if let sport = request.defaultFor {
                try book.setDefault(gear.name, sport: sport.sport, subSport: sport.subSport, from: request.from)
                done = (done ?? "") + " " + Self.defaultText(gear.name, sport, request.from)
            }
        case .default:
            guard let sport = request.defaultFor else { break }
            let gear = try book.named(names[0])
            try book.setDefault(gear.name, sport: sport.sport, subSport: sport.subSport, from: request.from)
            done = Self.defaultText(gear.name, sport, request.from)
        case .retire:
            let date = request.on ?? LocalDate(utc: Int64(Date().timeIntervalSince1970), offset: TimeZone.current.secondsFromGMT())
            let gear = try book.retire(names[0], on: date)
            done = "Retired '\(TableRenderer.printable(gear.name))' on \(date)."
        case .rename:
            let old = try book.named(names[0]).name
            let gear = try book.rename(names[0], to: names[1])
            done = "Renamed '\(TableRenderer.printable(old))' to '\(TableRenderer.printable(gear.name))'."
        case .merge:
            let from = try book.named(names[0]).name
            let into = try book.named(names[1]).name
            let moved = try book.merge(names[0], into: names[1])
            done = "Merged '\(TableRenderer.printable(from))' into '\(TableRenderer.printable(into))': \(moved) run\(moved == 1 ? "" : "s") moved."
        }
        if request.action == .assign, let filter = request.filter {
            let changes = try book.assign(names[0], to: filter, apply: request.apply, now: Int64(Date().timeIntervalSince1970))
            let name = try book.named(names[0]).name
            if json {
                Console.out(GearReport.assignmentJSON(changes, gear: name, applied: request.apply).serialized() + "\n")
                return .success
            }
            if !changes.isEmpty { Console.out(GearReport.assignmentTable(changes, gear: name, bold: context.style.bold)) }
            let count = ImportTally.count(changes.count, "run", "runs")
            Console.line(request.apply
                ? "Gave '\(TableRenderer.printable(name))' to \(count)."
                : "Would give '\(TableRenderer.printable(name))' to \(count) (dry run: nothing was written; add --apply).")
            return .success
        }
        let usage = try book.usage()
        for warning in GearReport.dueWarnings(usage) { Console.err("Warning: \(warning)") }
        if json {
            Console.out(GearReport.json(usage).serialized() + "\n")
            return .success
        }
        if format == .csv {
            Console.out(GearReport.csv(usage))
            return .success
        }
        if let done { Console.line(done) }
        if request.action == .list {
            if usage.isEmpty {
                Console.line("No gear yet: 'logbook gear add NAME --limit-km 700' adds a pair.")
            } else {
                Console.out(GearReport.table(usage, bold: context.style.bold))
            }
        }
        return .success
    }

    /// `Default for running (trail) from 2024-05-01.`
    static func defaultText(_ name: String, _ sport: NormalizedSport, _ from: LocalDate?) -> String {
        let sportText = sport.subSport.map { "\(sport.sport) (\($0))" } ?? sport.sport
        return "'\(TableRenderer.printable(name))' is the default for \(sportText) \(from.map { "from \($0)" } ?? "from the first run on")."
    }
}
