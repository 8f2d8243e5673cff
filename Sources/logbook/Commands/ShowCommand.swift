import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook show [ID]`: one run (the latest when no id is given), its splits and its best efforts.
struct ShowCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "show",
        abstract: "Show one run and its splits.",
        discussion: """
            Without an id, or with 'last', shows the latest run by start time, of any sport;
            -2 shows the one before it, -N the N-th latest. Lists each split's distance, time, pace, heart rate, cadence and elevation gain,
            and marks the fastest and slowest full split (the last, partial split does not
            compete). When the file's distance and the GPS distance differ by more than 1 %,
            both are printed. A sport inferred from the speed profile (the file names none)
            says so. Every file that contributed to the run is listed: the one it was first
            stored from, each later copy that upgraded it and each copy kept only for its
            words. JSON carries SI units whatever --units says.
            """)

    /// `[<id>]`: any whole number (an id no run has, 0 included, is "no run with id", exit 1),
    /// `last` or `-N`; the latest run when not given.
    static let idArgument = Positional<RunReference>(
        "id", help: "The run's id, as 'logbook list' shows it; 'last' or -1 for the latest run, -N for the N-th latest (default: the latest).",
        required: false, expected: RunReference.expected, parse: RunReference.parse)
    /// `--table | --csv | --json`: `--csv` is the table of splits, its columns named as in
    /// `--json`'s `splits`.
    static let formatChoice = OutputFormat.choice(
        [.table, .csv, .json], help: [.csv: "Print the run's kilometre splits as CSV (the fields of --json's splits)."])

    /// The columns of `show --csv`, in order.
    static let splitKeys = [
        "index", "distance_m", "elapsed_s", "pace_s_per_km", "pace_status", "avg_hr", "avg_cadence", "elevation_gain_m", "fastest",
        "slowest",
    ]

    /// Its arguments.
    static let declarations = [idArgument.declaration, UnitOption.option.declaration, ZonesOption.option.declaration]
        + formatChoice.declarations
        + DatabaseOption.declarations

    /// The run: by id, or the N-th latest.
    let reference: RunReference
    /// Output format, table unit and the logbook.
    let shared: SharedOptions
    /// Where the zones lie (`--zones`).
    let zones: ZoneModel

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        reference = values[Self.idArgument].first ?? .latest(1)
        shared = try SharedOptions(values, formats: Self.formatChoice)
        zones = values[ZonesOption.option] ?? .percentOfMax
    }

    /// Prints one run and its splits; an unknown id, or fewer runs than the N-th latest
    /// asked for, is an error.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let detail: RunDetail
        switch reference {
        case .id(let id):
            guard let found = try RunDetail.read(id: id, from: logbook, zones: zones) else {
                throw RunLookupError.runNotFound(id: id)
            }
            detail = found
        case .latest(let position):
            switch try RunDetail.read(latest: position, from: logbook, zones: zones) {
            case .found(let found): detail = found
            case .beyond(let runCount): throw LatestRunError.beyond(position: position, runCount: runCount)
            }
        }
        let (run, splits, marks, efforts, sources) = (detail.run, detail.splits, detail.marks, detail.efforts, detail.sources)
        switch format {
        case .json, .csv:
            let splitObjects = splits.map { split -> JSONValue in
                .object([
                    ("index", .integer(Int64(split.index))), ("distance_m", .number(split.distance)),
                    ("elapsed_s", .number(split.elapsed)), ("pace_s_per_km", .number(split.pace.secondsPerKm)),
                    ("pace_status", .string(split.pace.status.rawValue)),
                    ("avg_hr", .number(split.averageHeartRate)), ("avg_cadence", .number(split.averageCadence)),
                    ("elevation_gain_m", .number(split.elevationGain)), ("fastest", .bool(marks.fastest == split.index)),
                    ("slowest", .bool(marks.slowest == split.index)),
                ])
            }
            if format == .csv {
                Console.out(JSONTable.csv(splitObjects, keys: Self.splitKeys))
                return .success
            }
            Console.out(
                JSONValue.object(
                    RunRecord.json(run) + [("rests_s", .number(RestTime.of(run)))] + Self.bestCopyJSON(run, sources: sources)
                        + Self.loadJSON(detail.load)
                        + [("splits", .array(splitObjects)), ("best_efforts", RecordsOutput.showJSON(efforts))]
                ).serialized() + "\n")
        case .table:
            let style = context.style
            Console.out(
                Self.summary(run, unit: unit) + Self.loadLines(detail.load)
                    + Self.tilesLine(try run.id.flatMap { try ExplorerTiles(logbook).newTiles(ofRun: $0) }) + Self.sourcesTable(sources, bold: style.bold))
            if splits.isEmpty {
                Console.out("\nNo splits.\n" + RecordsOutput.showTable(efforts, unit: unit, bold: style.bold))
                return .success
            }
            let table = TableRenderer(
                columns: [
                    .right("SPLIT"), .right("DISTANCE"), .right("TIME"), .right("PACE"), .right("HR"), .right("CADENCE"),
                    .right("ELEV"), .left(""),
                ],
                rows: splits.map { split in
                    [
                        String(split.index), ReportText.distance(split.distance, unit: unit), ReportText.duration(split.elapsed),
                        ReportText.pace(split.pace.trusted, unit: unit),
                        ReportText.whole(split.averageHeartRate), ReportText.whole(split.averageCadence),
                        split.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown,
                        marks.fastest == split.index ? "fastest" : marks.slowest == split.index ? "slowest" : "",
                    ]
                },
                boldHeading: style.bold)
            Console.out("\n" + table.render() + RecordsOutput.showTable(efforts, unit: unit, bold: style.bold))
        }
        return .success
    }

    /// The run's header block: name, start, totals.
    static func summary(_ run: Run, unit: DistanceUnit) -> String {
        let heartRate: String
        switch (run.averageHeartRate, run.maxHeartRate) {
        case (nil, nil): heartRate = ReportText.unknown
        case (let average, let maximum):
            heartRate = ReportText.whole(average) + " avg, " + ReportText.whole(maximum) + " max"
        }
        var lines: [(String, String)] = [
            ("Start", LocalDateTime.iso8601(utc: run.startUTC, offset: run.utcOffset)),
        ]
        if let zone = RunFieldText.zone(run) { lines.append(("Time zone", zone)) }
        lines += [
            ("Sport", RunFieldText.sport(run)),
        ]
        if let gear = gearText(run) { lines.append(("Gear", gear)) }
        lines += [
            ("Distance", RunFieldText.distance(run, unit: unit)),
            ("Elapsed", ReportText.duration(run.elapsed)),
            ("Moving", RunFieldText.moving(run)),
        ]
        if let rests = RestTime.of(run) { lines.append(("Rests", ReportText.duration(rests))) }
        lines += [
            ("Pace", RunFieldText.pace(run.pace, sport: run.sport, unit: unit)),
            ("Heart rate", heartRate),
            ("Cadence", run.averageCadence.map { ReportText.whole($0) + " spm" } ?? ReportText.unknown),
            ("Elevation", run.elevationGain.map { "+" + ReportText.whole($0) + " m" } ?? ReportText.unknown),
            ("Source", run.source),
        ]
        lines += descriptionLines(run)
        // A closure, not `editedFields.contains` as a value: that needs the set's generic
        // metadata, made at run time after a scan of the binary's conformances.
        let edited = run.editedFields.isEmpty ? [] : EditableField.allCases.filter { run.editedFields.contains($0) }.map(\.rawValue)
        if !edited.isEmpty { lines.append(("Edited", edited.joined(separator: ", ") + " (kept over every file)")) }
        if let belief = RunDoubtText.showLine(run) { lines.append(("Believed", belief)) }
        var text = "Run \(run.id.map(String.init) ?? "?")"
        if let name = run.name, !name.isEmpty { text += ": " + TableRenderer.printable(name) }
        text += "\n"
        for (label, value) in lines {
            text += "  " + label + String(repeating: " ", count: 12 - label.count) + TableRenderer.printable(value) + "\n"
        }
        return text
    }

    /// The gear as the summary shows it, `(the sport's default)` after a pair the run got
    /// from its sport's default; `nil` without gear.
    static func gearText(_ run: Run) -> String? {
        guard let gear = run.gear, !gear.isEmpty else { return nil }
        return run.gearAssignment == .byDefault ? gear + " (the sport's default)" : gear
    }

    /// The summary's `Description` line, and one more line, under it, for each further line
    /// of the description; none without one.
    static func descriptionLines(_ run: Run) -> [(String, String)] {
        guard let description = run.description else { return [] }
        let lines = description.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        return lines.enumerated().map { index, line in (index == 0 ? "Description" : "", String(line)) }
    }

    /// The summary's line for the run's explorer tiles (`  Tiles       3 new of 12 (zoom 14)`),
    /// empty for a run that visited none.
    static func tilesLine(_ counts: (visited: Int, new: Int)?) -> String {
        guard let counts else { return "" }
        return "  Tiles       \(counts.new) new of \(counts.visited) (zoom \(TileScheme.defaultZoom))\n"
    }

    /// The summary's lines for the run's heart-rate zones and TRIMP, in its two-column layout;
    /// none for a run without a load (no believed heart rate and no estimate).
    static func loadLines(_ shown: ShownRunLoad) -> String {
        let load = shown.load
        guard let trimp = load.trimp else { return "" }
        var lines: [(String, String)] = []
        if let zones = load.zones {
            let names = ["<Z1", "Z1", "Z2", "Z3", "Z4", "Z5"]
            lines.append(("Zones", zip(names, zones.seconds).map { "\($0) \(ReportText.duration($1))" }.joined(separator: "  ")))
        }
        var value = ReportText.plainNumber((trimp * 10).rounded() / 10)
        if load.source == .estimated { value += " (estimated from the pace)" }
        if load.maxEstimated { value += ", max HR estimated" }
        lines.append(("TRIMP", value))
        let left = HeartRateExclusion.allCases.compactMap { reason -> String? in
            guard let count = shown.excluded[reason], count > 0 else { return nil }
            return "\(count) \(reason.rawValue.replacingOccurrences(of: "_", with: " "))"
        }
        if !left.isEmpty { lines.append(("HR left out", left.joined(separator: ", "))) }
        return lines.map { "  " + $0.0 + String(repeating: " ", count: 12 - $0.0.count) + $0.1 + "\n" }.joined()
    }

    /// The files the run came from, one line each (`first  csv  <imported>  kept  <path>`):
    /// whether each one's original is kept (`logbook original`), `not kept` for one imported
    /// before originals were kept or with `--no-originals`; empty for a run stored before
    /// sources were recorded.
    static func sourcesTable(_ sources: [RunSource], bold: Bool) -> String {
        guard !sources.isEmpty else { return "" }
        let table = TableRenderer(
            columns: [.left("SOURCE"), .left("FORMAT"), .left("IMPORTED"), .left("ORIGINAL"), .left("FILE")],
            rows: sources.map { source in
                [
                    source.status.rawValue, source.format, LocalDateTime.iso8601(utc: source.importedAt, offset: 0),
                    source.original == .kept ? "kept" : source.original == .dropped ? "dropped" : "not kept",
                    TableRenderer.printable(source.path),
                ]
            },
            boldHeading: bold)
        return "\n" + table.render()
    }

    /// What `show --json` adds about the run's heart-rate load: `hr_zones_s` (six numbers of
    /// seconds, below zone 1 first), `trimp`, `trimp_source` (`hr`, or null without a load),
    /// `max_hr_used`, `max_hr_estimated` and `hr_excluded` (readings left out, by reason).
    static func loadJSON(_ shown: ShownRunLoad) -> [(String, JSONValue)] {
        let load = shown.load
        return [
            ("hr_zones_s", load.zones.map { .array($0.seconds.map { .number($0) }) } ?? .null),
            ("trimp", .number(load.trimp)), ("trimp_source", .string(load.source?.rawValue)),
            ("max_hr_used", .number(load.trimp == nil ? nil : load.maxHR)),
            ("max_hr_estimated", .bool(load.trimp != nil && load.maxEstimated)),
            ("hr_excluded", .object(HeartRateExclusion.allCases.map { ($0.rawValue, .integer(Int64(shown.excluded[$0] ?? 0))) })),
        ]
    }

    /// What `show --json` adds to a run's fields about its copies: the sport's variant,
    /// whether the file stated the UTC offset, where it came from and its zone, the byte its
    /// damaged file was recovered up to (`recovered_at_byte`, `null` when read whole), what
    /// the runner edited, and `sources` (each with `original`: `kept`, `not-kept` for
    /// `--no-originals`, `dropped`, or `not-kept-before` for a file imported before logbook
    /// kept originals).
    static func bestCopyJSON(_ run: Run, sources: [RunSource]) -> [(String, JSONValue)] {
        [
            ("sub_sport", .string(run.subSport)), ("utc_offset_stated", run.offsetIsStated.map(JSONValue.bool) ?? .null),
            ("utc_offset_source", .string(run.offsetSource?.rawValue)), ("time_zone", .string(run.timeZone)),
            ("recovered_at_byte", .integer(run.recoveredAtByte)),
            ("edited_fields", .array(EditableField.allCases.filter(run.editedFields.contains).map { .string($0.rawValue) })),
            ("sources", .array(sources.map { source in
                .object([
                    ("path", .string(source.path)), ("format", .string(source.format)),
                    ("content_sha256", .string(source.contentSHA256)),
                    ("imported_at", .string(LocalDateTime.iso8601(utc: source.importedAt, offset: 0))),
                    ("status", .string(source.status.rawValue)),
                    ("original", .string(source.original?.rawValue ?? "not-kept-before")),
                ])
            })),
        ]
    }
}
