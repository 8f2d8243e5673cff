import LogbookCore

/// `logbook list`: the runs, newest first.
struct ListCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List runs, newest first.",
        discussion: """
            Shows running only unless --sport says otherwise. Dates are on each run's own
            local calendar; --end is exclusive. A sport marked * was inferred from the speed
            profile because the file names none. JSON and CSV carry SI units (metres,
            seconds, seconds per km) whatever --units says, and null or an empty cell for
            unknown values.
            """)

    /// `--limit <n>`.
    static let limitOption = Option<Int>("limit", value: "n", help: "Show at most this many runs.", expected: "a whole number above 0") {
        Int($0).flatMap { $0 > 0 ? $0 : nil }
    }
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice()

    /// Its arguments.
    static let declarations = RunFilterOptions.declarations + [limitOption.declaration, UnitOption.option.declaration]
        + formatChoice.declarations + DatabaseOption.declarations

    /// The longest run name shown in the table before it is cut short.
    static let nameWidth = 32

    /// The columns the table shows or judges its numbers by; JSON and CSV read them all.
    static let tableColumns: [RunColumn] = [
        .id, .startUTC, .utcOffset, .sport, .sportSource, .name, .distance, .moving, .pace, .paceStatus, .averageHeartRate,
    ]

    /// Which runs.
    let filter: RunFilter
    /// At most this many, or all.
    let limit: Int?
    /// Output format, table unit and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options.
    init(_ values: ParsedValues) throws(UsageError) {
        filter = try RunFilterOptions(values).filter
        limit = values[Self.limitOption]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the runs the filter keeps in the chosen format.
    func run(_ context: CommandContext) throws -> ExitCode {
        let listing = RunListing(try database.open(context, for: .read))
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
        var table = TableRenderer(
            columns: [
                .right("ID"), .left("START"), .left("SPORT"), .left("NAME"), .right("DISTANCE"), .right("MOVING"),
                .right("PACE"), .right("HR"),
            ],
            boldHeading: style.bold)
        var inferred = false
        // Each run is made into its cells as it is read and let go: the table holds the
        // cells' bytes only, not thousands of runs.
        try listing.forEachRun(matching: filter, limit: limit, columns: Self.tableColumns) { run in
            run.makeBelievable()
            inferred = inferred || run.sportSource == .inferred
            table.append(run.id.map(String.init) ?? ReportText.unknown)
            table.append(LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset))
            table.append(RunRecord.sportCell(run))
            table.append(Self.shortened(run.name ?? ""))
            table.append(ReportText.distance(run.distance, unit: unit))
            table.append(ReportText.duration(run.moving))
            table.append(ReportText.pace(Self.trustedPace(run.pace), unit: unit))
            table.append(ReportText.whole(run.averageHeartRate))
        }
        if table.rowCount == 0 {
            Console.err("No runs found.")
            return .success
        }
        table.draw { Console.out(bytes: $0) }
        if inferred { Console.out("\n" + RunRecord.inferredFootnote + "\n") }
        return .success
    }

    /// The stored pace when its status is `ok`, else nil (shown as `--`).
    static func trustedPace(_ pace: Pace) -> Double? {
        pace.status == .ok ? pace.secondsPerKm : nil
    }

    /// The name cut to `nameWidth` characters, ending with `…` when cut.
    static func shortened(_ name: String) -> String {
        // No more bytes than the width means no more characters: no grapheme walk needed.
        name.utf8.count <= nameWidth || name.count <= nameWidth ? name : String(name.prefix(nameWidth - 1)) + "…"
    }
}
