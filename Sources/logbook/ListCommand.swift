import LogbookCore

/// `logbook list`: the runs, newest first.
enum ListCommand: LogbookCommand {
    /// `--limit <n>`.
    static let limitOption = OptionSpec(long: "limit", short: nil, valueName: "n", help: "Show at most this many runs.")

    /// Its name, options and help.
    static let spec = CommandSpec(
        name: "list",
        abstract: "List runs, newest first.",
        discussion: """
            Shows running only unless --sport says otherwise. Dates are on each run's own
            local calendar; --end is exclusive. JSON and CSV carry SI units (metres,
            seconds, seconds per km) whatever --units says, and null or an empty cell for
            unknown values.
            """,
        usage: "[--begin <date>] [--end <date>] [--sport <sport>|all] [--limit <n>] [--units km|mi] [--table|--csv|--json] [--db <path>]",
        options: [ReportOptions.begin, ReportOptions.end, ReportOptions.sport, limitOption, ReportOptions.units]
            + OutputFormat.options)

    /// The longest run name shown in the table before it is cut short.
    static let nameWidth = 32

    /// Prints the runs the filter keeps in the chosen format.
    static func run(_ context: CommandContext) throws -> Int32 {
        let arguments = context.arguments
        if let extra = arguments.positionals.first {
            throw UsageError(message: "Unexpected argument '\(extra)'", command: spec)
        }
        let format = try OutputFormat.chosen(arguments, command: spec)
        let filter = try ReportOptions.filter(arguments, command: spec)
        let unit = try ReportOptions.unit(arguments, command: spec)
        var limit: Int?
        if let text = arguments.value("limit") {
            guard let value = Int(text), value > 0 else {
                throw ReportOptions.invalid(text, limitOption, expected: "a whole number above 0", command: spec)
            }
            limit = value
        }
        let database = try context.openLogbook(.read)
        let runs = try RunQueries(database: database).runs(matching: filter, limit: limit)
        switch format {
        case .json:
            Console.out(JSONValue.array(runs.map { .object(RunRecord.json($0)) }).serialized() + "\n")
        case .csv:
            var writer = CSVWriter(header: RunRecord.keys)
            for run in runs { writer.append(RunRecord.csvCells(run)) }
            Console.out(writer.text)
        case .table:
            if runs.isEmpty {
                Console.err("No runs found.")
                return 0
            }
            let style = TerminalStyle.current(environment: context.environment)
            let table = TableRenderer(
                columns: [
                    .right("ID"), .left("START"), .left("SPORT"), .left("NAME"), .right("DISTANCE"), .right("MOVING"),
                    .right("PACE"), .right("HR"),
                ],
                rows: runs.map { run in
                    [
                        run.id.map(String.init) ?? ReportText.unknown, LocalDateTime.minute(utc: run.startUTC, offset: run.utcOffset),
                        run.sport, shortened(run.name ?? ""), ReportText.distance(run.distance, unit: unit),
                        ReportText.duration(run.moving), ReportText.pace(trustedPace(run.pace), unit: unit),
                        ReportText.whole(run.averageHeartRate),
                    ]
                },
                boldHeading: style.bold)
            Console.out(table.render())
        }
        return 0
    }

    /// The stored pace when its status is `ok`, else nil (shown as `--`).
    static func trustedPace(_ pace: Pace) -> Double? {
        pace.status == .ok ? pace.secondsPerKm : nil
    }

    /// The name cut to `nameWidth` characters, ending with `…` when cut.
    static func shortened(_ name: String) -> String {
        name.count <= nameWidth ? name : String(name.prefix(nameWidth - 1)) + "…"
    }
}
