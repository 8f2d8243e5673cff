import LogbookCore
import LogbookModel

/// `logbook streaks [--weeks-with N] [--sport S] [--json]`: the current and the longest run
/// of consecutive local days with a run, and of weeks with at least N runs.
struct StreaksCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "streaks",
        abstract: "Show your current and longest streaks of days (and weeks) with runs.",
        discussion: """
            A streak is consecutive local days with at least one run (a run counts on the local
            date it started). The current streak goes on while today or yesterday had a run.
            With --weeks-with N, also consecutive weeks (from the configured week start) with at
            least N runs, the current one going on while this week or last week had them. Runs
            that cannot be true are left out, as in 'logbook stats'.
            """)

    /// `--weeks-with <n>`.
    static let weeksOption = Option<Int>(
        "weeks-with", value: "n", help: "Also the streaks of weeks with at least N runs.", expected: "a whole number from 1 to 100"
    ) { text in Int(text).flatMap { (1...100).contains($0) ? $0 : nil } }
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations =
        [weeksOption.declaration, StatsCommand.weekStartOption.declaration, RunFilterOptions.sport.declaration]
        + formatChoice.declarations + DatabaseOption.declarations

    /// Runs a week needs, when weeks are asked for.
    let weeksWith: Int?
    /// The first day of a week.
    let weekStart: WeekStart
    /// Today.
    let today: LocalDate
    /// The sport, or nil for every sport.
    let sport: String?
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        weeksWith = values[Self.weeksOption]
        weekStart = values[StatsCommand.weekStartOption] ?? values.settings.weekStart.value
        today = try DateSettings.process().today()
        sport = RunFilterOptions.sport(givenOrConfiguredIn: values)
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the streaks.
    func run(_ context: CommandContext) throws -> ExitCode {
        let (days, leftOut) = try database.runDays(context, sport: sport)
        let daily = Streak.find(Set(days.keys), step: 1, current: today)
        var weekly: (longest: Streak?, current: Streak?)?
        if let weeksWith {
            var perWeek: [LocalDate: Int] = [:]
            for (day, sum) in days { perWeek[weekStart.firstDay(ofWeekHolding: day), default: 0] += sum.runs }
            weekly = Streak.find(
                Set(perWeek.filter { $0.value >= weeksWith }.keys), step: 7, current: weekStart.firstDay(ofWeekHolding: today))
        }
        if json {
            var fields = Self.fields(daily, unit: "days", lastDay: { $0 })
            if let weekly { fields += Self.fields(weekly, unit: "weeks", lastDay: { $0.adding(days: 6) }) }
            Console.out(JSONValue.object(fields).serialized() + "\n")
            return .success
        }
        var text = Self.line(daily, unit: "day", lastDay: { $0 })
        if let weekly, let weeksWith {
            text += "Weeks with at least \(weeksWith) \(weeksWith == 1 ? "run" : "runs"): " + Self.line(weekly, unit: "week", lastDay: { $0.adding(days: 6) })
        }
        Console.out(text + RunDoubtText.leftOutNote(leftOut))
        return .success
    }

    /// `current_days`, `longest_days`, `longest_from`, `longest_to` (or `_weeks`): the
    /// longest's dates are its first and last days.
    static func fields(
        _ streaks: (longest: Streak?, current: Streak?), unit: String, lastDay: (LocalDate) -> LocalDate
    ) -> [(String, JSONValue)] {
        [
            ("current_\(unit)", .integer(Int64(streaks.current?.length ?? 0))),
            ("longest_\(unit)", .integer(Int64(streaks.longest?.length ?? 0))),
            ("longest_\(unit == "days" ? "" : "weeks_")from", .string(streaks.longest?.from.description)),
            ("longest_\(unit == "days" ? "" : "weeks_")to", .string(streaks.longest.map { lastDay($0.to).description })),
        ]
    }

    /// `Current streak: 3 days. Longest: 12 days, 2026-03-01 to 2026-03-12.`
    static func line(_ streaks: (longest: Streak?, current: Streak?), unit: String, lastDay: (LocalDate) -> LocalDate) -> String {
        func count(_ value: Int) -> String { "\(value) \(unit)\(value == 1 ? "" : "s")" }
        var text = "Current streak: \(count(streaks.current?.length ?? 0))."
        if let longest = streaks.longest {
            text += " Longest: \(count(longest.length)), \(longest.from) to \(lastDay(longest.to))."
        }
        return text + "\n"
    }
}
