import Foundation
import LogbookCore
import LogbookModel

/// `logbook review YEAR [--sport S] [--units km|mi] [--week-start D]`: the year in review in
/// the terminal.
struct ReviewCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "review",
        abstract: "Sum up a year: totals against the year before, longest and fastest runs, tiles, Eddington, streaks.",
        discussion: """
            The year's runs, distance and moving time against the year before; its longest run
            and its fastest of at least 1 km (moving pace); its busiest month and week by
            distance; the map tiles (zoom 14) it first visited and the max square at its end;
            the Eddington number (km) it gained; its longest streak of days with a run; the
            personal records it set (the records of --sport, else of running), the gear it
            retired and the route it ran most. All on your local days; runs that cannot be
            true are left out, as in 'logbook stats'.
            """)

    /// `--poster <file.svg>`.
    static let posterOption = Option<String>(
        "poster", value: "file.svg",
        help: "Also write a poster of the year's routes, drawn small in a grid, to this SVG file (replaced if there).", completion: .file)

    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// `<year>`.
    static let yearArgument = Positional<Int64>("year", help: "The year, e.g. 2026.", expected: "a year from 1970 to 9999") { text in
        Int64(text).flatMap { (1970...9999).contains($0) ? $0 : nil }
    }

    /// Its arguments.
    static let declarations =
        [yearArgument.declaration, RunFilterOptions.sport.declaration, UnitOption.option.declaration,
         StatsCommand.weekStartOption.declaration, posterOption.declaration, ReportCommand.hideNearOption.declaration]
        + formatChoice.declarations + DatabaseOption.declarations

    /// The year.
    let year: Int64
    /// The sport, or nil for every sport.
    let sport: String?
    /// The first day of a week.
    let weekStart: WeekStart
    /// The poster's file, if one is asked for.
    let poster: String?
    /// The privacy zones given on the command line (the settings' are added).
    let zones: [PrivacyZone]
    /// `--json`, the unit and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        guard let year = values[Self.yearArgument].first else { throw UsageError("review needs a year, e.g. 'logbook review 2026'") }
        self.year = year
        sport = RunFilterOptions.sport(givenOrConfiguredIn: values)
        weekStart = values[StatsCommand.weekStartOption] ?? values.settings.weekStart.value
        poster = values[Self.posterOption]
        zones = values.all(ReportCommand.hideNearOption)
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the review.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let review = try YearReviewReader(logbook).review(year: year, sport: sport, weekStart: weekStart, thresholds: thresholds)
        if let poster {
            let runs = try YearPosterReader(logbook).poster(year: year, sport: sport, zones: zones + context.settings.hideNear.value)
            do {
                try Data(PosterSVG.svg(year: year, runs: runs, unit: unit).utf8).write(to: URL(fileURLWithPath: poster), options: .atomic)
            } catch {
                throw CommandFailure("Cannot write the poster to \(poster): \((error as NSError).localizedDescription)")
            }
            let drawn = runs.filter { !$0.lines.isEmpty }.count
            Console.err("Poster of \(drawn == 1 ? "1 route" : "\(drawn) routes") written to \(poster).")
        }
        if json {
            Console.out(ReviewOutput.json(review).serialized() + "\n")
            return .success
        }
        let filter = RunFilter(
            begin: LocalDate(year: year, month: 1, day: 1), end: LocalDate(year: year + 1, month: 1, day: 1), sport: sport)
        Console.out(ReviewOutput.text(review, unit: unit) + RunDoubtText.leftOutNote(try RunDays(logbook).leftOut(matching: filter)))
        return .success
    }
}
