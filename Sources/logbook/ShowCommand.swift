import LogbookCore

/// `logbook show ID`: one run and its splits.
enum ShowCommand: LogbookCommand {
    /// Its name, argument, options and help.
    static let spec = CommandSpec(
        name: "show",
        abstract: "Show one run and its splits.",
        discussion: """
            Lists each split's distance, time, pace, heart rate, cadence and elevation gain,
            and marks the fastest and slowest full split (the last, partial split does not
            compete). JSON carries SI units whatever --units says.
            """,
        usage: "<id> [--units km|mi] [--table|--json] [--db <path>]",
        arguments: [(name: "id", help: "The run's id, as 'logbook list' shows it.")],
        options: [ReportOptions.units] + OutputFormat.options.filter { $0.long != "csv" })

    /// Prints one run and its splits; exit 1 when the id is unknown.
    static func run(_ context: CommandContext) throws -> Int32 {
        let arguments = context.arguments
        // Any whole number: an id no run has (0 included) is "no run with id", exit 1.
        let id = try arguments.singleRunID(command: spec, minimum: .min)
        let format = try OutputFormat.chosen(arguments, allowed: ["table", "json"], command: spec)
        let unit = try ReportOptions.unit(arguments, command: spec)
        let database = try context.openLogbook(.read)
        let queries = RunQueries(database: database)
        guard let run = try queries.run(id: id) else {
            Console.err("Error: no run with id \(id)")
            return 1
        }
        let splits = try queries.splits(runID: id)
        let marks = SplitMarks.find(in: splits)
        switch format {
        case .json, .csv:
            let splitObjects = splits.map { split -> JSONValue in
                .object([
                    ("index", .integer(Int64(split.index))), ("distance_m", .number(split.distance)),
                    ("elapsed_s", .number(split.elapsed)), ("pace_s_per_km", .number(split.pace.secondsPerKm)),
                    ("avg_hr", .number(split.averageHeartRate)), ("avg_cadence", .number(split.averageCadence)),
                    ("elevation_gain_m", .number(split.elevationGain)), ("fastest", .bool(marks.fastest == split.index)),
                    ("slowest", .bool(marks.slowest == split.index)),
                ])
            }
            Console.out(JSONValue.object(RunRecord.json(run) + [("splits", .array(splitObjects))]).serialized() + "\n")
        case .table:
            let style = TerminalStyle.current(environment: context.environment)
            Console.out(summary(run, unit: unit))
            if splits.isEmpty {
                Console.out("\nNo splits.\n")
                return 0
            }
            let table = TableRenderer(
                columns: [
                    .right("SPLIT"), .right("DISTANCE"), .right("TIME"), .right("PACE"), .right("HR"), .right("CADENCE"),
                    .right("ELEV"), .left(""),
                ],
                rows: splits.map { split in
                    [
                        String(split.index), ReportText.distance(split.distance, unit: unit), ReportText.duration(split.elapsed),
                        ReportText.pace(split.pace.status == .ok ? split.pace.secondsPerKm : nil, unit: unit),
                        ReportText.whole(split.averageHeartRate), ReportText.whole(split.averageCadence),
                        split.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown,
                        marks.fastest == split.index ? "fastest" : marks.slowest == split.index ? "slowest" : "",
                    ]
                },
                boldHeading: style.bold)
            Console.out("\n" + table.render())
        }
        return 0
    }

    /// The run's header block: name, start, totals.
    static func summary(_ run: Run, unit: DistanceUnit) -> String {
        let heartRate: String
        switch (run.averageHeartRate, run.maxHeartRate) {
        case (nil, nil): heartRate = ReportText.unknown
        case (let average, let maximum):
            heartRate = ReportText.whole(average) + " avg, " + ReportText.whole(maximum) + " max"
        }
        let lines: [(String, String)] = [
            ("Start", LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset)),
            ("Sport", run.sport),
            ("Distance", ReportText.distance(run.distance, unit: unit)),
            ("Elapsed", ReportText.duration(run.elapsed)),
            ("Moving", ReportText.duration(run.moving)),
            ("Pace", run.pace.status == .ok ? ReportText.pace(run.pace.secondsPerKm, unit: unit) : "-- (\(run.pace.status.rawValue))"),
            ("Heart rate", heartRate),
            ("Cadence", run.averageCadence.map { ReportText.whole($0) + " spm" } ?? ReportText.unknown),
            ("Elevation", run.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown),
            ("Source", run.source),
        ]
        var text = "Run \(run.id.map(String.init) ?? "?")"
        if let name = run.name, !name.isEmpty { text += ": " + TableRenderer.printable(name) }
        text += "\n"
        for (label, value) in lines {
            text += "  " + label + String(repeating: " ", count: 12 - label.count) + value + "\n"
        }
        return text
    }
}
