import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook records`: the fastest effort per distance, ever or in a period.
struct RecordsCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "records",
        abstract: "Show personal records: the best effort per distance.",
        discussion: """
            A best effort is the fastest stretch of one run's samples covering the distance,
            its end interpolated inside the last step; it never spans a recording gap (a step
            of more than 60 s). Only runs with GPS or device distance samples make records;
            an effort faster than the world record for its distance does not, nor does
            anything else of a run that has such an effort, nor an effort whose pace lies
            outside the thresholds (--min-pace, --max-pace: judged now, whatever the
            thresholds of the import). The footnote counts the efforts left out and why.
            """)

    /// `--year <yyyy>`.
    static let yearOption = Option<Int64>(
        "year", value: "yyyy", help: "Only runs of this local calendar year (instead of --begin/--end).",
        expected: "a year such as 2024"
    ) { text in Int64(text).flatMap { (1900...2200).contains($0) ? $0 : nil } }
    /// `--top <n>`.
    static let topOption = Option<Int>(
        "top", value: "n", help: "The N best runs per distance (default 1).", expected: "a whole number from 1 to 1000"
    ) { text in Int(text).flatMap { (1...1000).contains($0) ? $0 : nil } }
    /// `--distance <d>[,<d>...]`.
    static let distanceOption = Option<[RecordDistance]>(
        "distance", value: "d[,d...]",
        help: "Only these distances: 400m, 1k, mile, 5k, 10k, half, marathon, or any other (3000, 15k, 2mi), computed from the samples.",
        expected: "distances such as 5k, 3000 or 2mi, from 100 m to 1000 km"
    ) { text in Self.distances(text) }
    /// `--progression <d>`.
    static let progressionOption = Option<RecordDistance>(
        "progression", value: "d", help: "Each time the record over this distance was beaten, in date order.",
        expected: "a distance such as 5k, 3000 or 2mi, from 100 m to 1000 km"
    ) { RecordDistance.parse($0) }
    /// `--sport <sport>`.
    static let sportOption = RunFilterOptions.sport.withHelp("Only this sport (default: running).")
    /// `--table | --csv | --json`.
    static let formatChoice = OutputFormat.choice()

    /// Its arguments.
    static let declarations = [
        yearOption.declaration,
    ] + RunFilterOptions.dateDeclarations + [
        sportOption.declaration,
        distanceOption.declaration, topOption.declaration, progressionOption.declaration,
        ThresholdOptions.minPace.declaration, ThresholdOptions.maxPace.declaration, UnitOption.option.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// Which runs.
    let filter: RecordFilter
    /// Which distances.
    let distances: [RecordDistance]
    /// How many runs per distance.
    let top: Int
    /// The distance whose progression is shown instead, if any.
    let progression: RecordDistance?
    /// Output format, table unit, the running thresholds the efforts' paces are judged by,
    /// and the logbook.
    let shared: SharedOptions

    /// Reads and checks the options.
    init(_ values: ParsedValues) throws(UsageError) {
        let sport = RunFilterOptions.sport(values[Self.sportOption]) ?? ""
        if sport.isEmpty { throw UsageError("records compare one sport: give --sport running (the default) or another sport, not all") }
        if let year = values[Self.yearOption] {
            if RunFilterOptions.givesDates(values) { throw UsageError("--year cannot be combined with --begin or --end") }
            guard let yearFilter = RecordFilter.year(year, sport: sport) else { throw UsageError("--year \(year) is not a usable year") }
            filter = yearFilter
        } else {
            let (begin, end) = try RunFilterOptions.dates(values)
            filter = RecordFilter(begin: begin, end: end, sport: sport)
        }
        progression = values[Self.progressionOption]
        if progression != nil, values[Self.distanceOption] != nil || values[Self.topOption] != nil {
            throw UsageError("--progression cannot be combined with --distance or --top")
        }
        distances = values[Self.distanceOption] ?? RecordDistance.standard
        top = values[Self.topOption] ?? 1
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// The distances of a comma-separated list, or nil when one is not a distance.
    static func distances(_ text: String) -> [RecordDistance]? {
        var result: [RecordDistance] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let distance = RecordDistance.parse(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !result.contains(distance) { result.append(distance) }
        }
        return result.isEmpty ? nil : result
    }

    /// Prints the records (or one progression) and the footnote.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let paces = SportThresholds.forSport(filter.sport, running: thresholds)
        if let progression {
            let row = try RecordsReport.progression(from: logbook, distance: progression, filter: filter, thresholds: thresholds)
            RecordsOutput.printProgression(row, paces: paces, format: format, unit: unit, bold: context.style.bold)
        } else {
            let report = try RecordsReport.load(
                from: logbook, distances: distances, filter: filter, top: top, thresholds: thresholds)
            RecordsOutput.printRecords(report, top: top, paces: paces, format: format, unit: unit, bold: context.style.bold)
        }
        return .success
    }
}
