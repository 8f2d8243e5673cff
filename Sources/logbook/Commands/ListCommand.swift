import LogbookCore
import LogbookModel

/// `logbook list`: the runs, newest first.
struct ListCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List runs, newest first.",
        discussion: """
            Shows running only unless --sport says otherwise, and says how many runs of
            other sports it leaves out. In a terminal the table shows the latest 20 runs and
            says how many more there are; --limit N shows N, --all every run. Piped, or as
            CSV or JSON, every run is listed unless --limit says otherwise. --name keeps the
            runs whose name or description contains the text, in any case of ASCII letters.
            Dates are on each run's own local calendar; --end is exclusive for a plain date
            and takes in a whole period (--end 2026-11 keeps November). A sport marked * was
            inferred from the speed profile because the file names none. JSON and CSV carry
            SI units (metres, seconds, seconds per km) whatever --units says, and null or an
            empty cell for unknown values.
            """)

    /// `--limit <n>`.
    static let limitOption = Option<Int>("limit", value: "n", help: "Show at most this many runs.", expected: "a whole number above 0") {
        Int($0).flatMap { $0 > 0 ? $0 : nil }
    }
    /// `--all`.
    static let allFlag = Flag("all", help: "Show every run (in a terminal the table shows the latest \(terminalLimit)).")
    /// `--name <text>`.
    static let nameOption = Option<String>(
        "name", value: "text", help: "Only runs whose name or description contains this text (any case).",
        expected: "some text"
    ) { $0.isEmpty ? nil : $0 }
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice()

    /// Its arguments.
    static let declarations = RunFilterOptions.declarations
        + [nameOption.declaration, limitOption.declaration, allFlag.declaration, UnitOption.option.declaration]
        + formatChoice.declarations + DatabaseOption.declarations

    /// How many runs the table shows in a terminal when neither `--limit` nor `--all` is given.
    static let terminalLimit = 20

    /// The longest run name shown in the table before it is cut short.
    static let nameWidth = 32

    /// The columns the table shows or judges its numbers by; JSON and CSV read them all.
    static let tableColumns: [RunColumn] = [
        .id, .startUTC, .utcOffset, .sport, .sportSource, .name, .distance, .moving, .pace, .paceStatus, .averageHeartRate,
    ]

    /// Which runs.
    let filter: RunFilter
    /// True when `--sport` was not given (the table then says what other sports it hides).
    let sportDefaulted: Bool
    /// At most this many (`--limit`), or nil.
    let limit: Int?
    /// True for `--all`: every run, in a terminal too.
    let all: Bool
    /// Output format, table unit and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options; `--limit` and `--all` together are a usage error.
    init(_ values: ParsedValues) throws(UsageError) {
        let options = try RunFilterOptions(values)
        filter = {
            var filter = options.filter
            filter.nameContains = values[Self.nameOption]
            return filter
        }()
        sportDefaulted = options.sportDefaulted
        limit = values[Self.limitOption]
        all = values[Self.allFlag]
        if all && limit != nil { throw UsageError("--all does not go with --limit") }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// How many runs the table shows: `--limit`'s number, else the latest `terminalLimit`
    /// when standard output is a terminal, else (or with `--all`) every run (nil).
    static func tableLimit(given: Int?, all: Bool, isTerminal: Bool) -> Int? {
        if let given { return given }
        return all || !isTerminal ? nil : terminalLimit
    }

    /// The table's last line when the terminal's default limit left `more` runs out, or
    /// nil when it left none out.
    static func moreLine(_ more: Int) -> String? {
        guard more > 0 else { return nil }
        let runs = more == 1 ? "1 older run is" : "\(more) older runs are"
        return "\(runs) not shown; --limit N shows the latest N, --all shows every run."
    }

    /// Prints the runs the filter keeps in the chosen format.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let listing = RunListing(logbook)
        guard format == .table else {
            // Shown by the test `stats` sums with: a number beyond belief is unknown.
            let runs = try listing.runs(matching: filter, limit: limit)
            if format == .json {
                Console.out(JSONValue.array(runs.map { .object(RunRecord.json($0)) }).serialized() + "\n")
            } else {
                var writer = CSVWriter(header: RunRecord.keys)
                for run in runs { writer.append(RunRecord.csvCells(run)) }
                Console.out(writer.text)
            }
            return .success
        }
        let style = context.style
        let shownLimit = Self.tableLimit(given: limit, all: all, isTerminal: style.isTerminal)
        var table = TableRenderer(
            columns: [
                .right("ID"), .fixedLeft("START"), .left("SPORT"), .left("NAME"), .right("DISTANCE"), .right("MOVING"),
                .right("PACE"), .right("HR"),
            ],
            boldHeading: style.bold)
        var inferred = false
        // Each run is made into its cells as it is read and let go: the table holds the
        // cells' bytes only, not thousands of runs.
        try listing.forEachRun(matching: filter, limit: shownLimit, columns: Self.tableColumns) { run in
            run.makeBelievable()
            inferred = inferred || run.sportSource == .inferred
            table.append(run.id.map(String.init) ?? ReportText.unknown)
            table.append(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset))
            table.append(RunRecord.sportCell(run))
            table.append(Self.shortened(run.name ?? ""))
            table.append(ReportText.distance(run.distance, unit: unit))
            table.append(ReportText.duration(run.moving))
            table.append(ReportText.pace(run.pace.trusted, unit: unit))
            table.append(ReportText.whole(run.averageHeartRate))
        }
        let hidden = HiddenSportsNote.line(hidden: try HiddenSportsNote.count(in: logbook, filter: filter, sportDefaulted: sportDefaulted))
        if table.rowCount == 0 {
            // Nothing on standard output: the note goes with the message, where the runner reads it.
            Console.err("No runs found.")
            if let hidden { Console.err(hidden) }
            return .success
        }
        table.draw { Console.out(bytes: $0) }
        var notes: [String] = []
        if inferred { notes.append(RunRecord.inferredFootnote) }
        if let hidden { notes.append(hidden) }
        // Only the terminal's own limit says what it left out: a given --limit was asked for.
        if limit == nil, let shownLimit, table.rowCount == shownLimit,
            let more = Self.moreLine(try listing.count(matching: filter) - table.rowCount)
        {
            notes.append(more)
        }
        if !notes.isEmpty { Console.out("\n" + notes.joined(separator: "\n") + "\n") }
        return .success
    }

    /// The name cut to `nameWidth` characters, ending with `…` when cut.
    static func shortened(_ name: String) -> String {
        // No more bytes than the width means no more characters: no grapheme walk needed.
        name.utf8.count <= nameWidth || name.count <= nameWidth ? name : String(name.prefix(nameWidth - 1)) + "…"
    }
}
