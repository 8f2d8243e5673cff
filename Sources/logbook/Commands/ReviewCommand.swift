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
            the Eddington number (km) it gained; its longest streak of days with a run. All on
            your local days; runs that cannot be true are left out, as in 'logbook stats'.
            """)

    /// `<year>`.
    static let yearArgument = Positional<Int64>("year", help: "The year, e.g. 2026.", expected: "a year from 1970 to 9999") { text in
        Int64(text).flatMap { (1970...9999).contains($0) ? $0 : nil }
    }

    /// Its arguments.
    static let declarations =
        [yearArgument.declaration, RunFilterOptions.sport.declaration, UnitOption.option.declaration,
         StatsCommand.weekStartOption.declaration] + DatabaseOption.declarations

    /// The year.
    let year: Int64
    /// The sport, or nil for every sport.
    let sport: String?
    /// The first day of a week.
    let weekStart: WeekStart
    /// The unit and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        guard let year = values[Self.yearArgument].first else { throw UsageError("review needs a year, e.g. 'logbook review 2026'") }
        self.year = year
        sport = RunFilterOptions.sport(values[RunFilterOptions.sport] ?? values.settings.sport.value)
        weekStart = values[StatsCommand.weekStartOption] ?? values.settings.weekStart.value
        shared = try SharedOptions(values)
    }

    /// Prints the review.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let review = try YearReviewReader(logbook).review(year: year, sport: sport, weekStart: weekStart)
        let filter = RunFilter(
            begin: LocalDate(year: year, month: 1, day: 1), end: LocalDate(year: year + 1, month: 1, day: 1), sport: sport)
        Console.out(Self.text(review, unit: unit) + RunDoubtText.leftOutNote(try RunDays(logbook).leftOut(matching: filter)))
        return .success
    }

    /// The review's lines.
    static func text(_ review: YearReview, unit: DistanceUnit) -> String {
        let distance = { (metres: Double) in ReportText.distance(metres, unit: unit) }
        guard review.totals.runs > 0 else { return "No runs in \(review.year).\n" }
        var text = "\(review.year) in review\n"
        text += "  Runs        \(review.totals.runs) (\(review.before.runs) in \(review.year - 1))\n"
        text += "  Distance    \(distance(review.totals.metres)) (\(distance(review.before.metres)) in \(review.year - 1))\n"
        text += "  Moving      \(ReportText.duration(review.totals.movingSeconds)) (\(ReportText.duration(review.before.movingSeconds)) in \(review.year - 1))\n"
        if let longest = review.longest {
            text += "  Longest     \(distance(longest.metres)), run \(longest.id) on \(longest.date)\n"
        }
        if let fastest = review.fastest {
            text += "  Fastest     \(ReportText.pace(fastest.secondsPerKm, unit: unit)) over \(distance(fastest.metres)), run \(fastest.id) on \(fastest.date)\n"
        }
        if let month = review.busiestMonth, let date = LocalDate(year: review.year, month: month.month, day: 1) {
            text += "  Busiest     \(String(date.description.prefix(7))) (\(distance(month.metres)))"
            if let week = review.busiestWeek { text += ", week of \(week.firstDay) (\(distance(week.metres)))" }
            text += "\n"
        }
        text += "  Tiles       \(review.tilesGained) new (zoom 14), max square \(review.maxSquare) x \(review.maxSquare)\n"
        text += "  Eddington   \(review.eddington.after) (km), +\(review.eddington.after - review.eddington.before) this year\n"
        if let streak = review.longestStreak {
            text += "  Streak      \(streak.length) \(streak.length == 1 ? "day" : "days"), \(streak.from) to \(streak.to)\n"
        }
        return text
    }
}
