import LogbookCore
import LogbookModel

/// `logbook eddington [--sport S] [--units km|mi] [--json]`: the Eddington number on the
/// runner's local days, how many days E + 1 still needs, and the number of each year.
struct EddingtonCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "eddington",
        abstract: "Show your Eddington number: E days of at least E km (or miles).",
        discussion: """
            The largest E such that E local days had at least E km (miles with --units mi)
            of the sport, the runs of one day summed, a run counted on the local date it
            started; how many more days of at least E + 1 that number needs; and the number of
            each year on its own. Runs that cannot be true are left out, as in 'logbook stats'.
            """)

    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations =
        [RunFilterOptions.sport.declaration, UnitOption.option.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// The sport, or nil for every sport.
    let sport: String?
    /// `--json`, the unit and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        sport = RunFilterOptions.sport(givenOrConfiguredIn: values)
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the number.
    func run(_ context: CommandContext) throws -> ExitCode {
        let (days, leftOut) = try database.runDays(context, sport: sport)
        let overall = Self.number(days, unit: unit)
        let years = Set(days.keys.map(\.year)).sorted()
        let byYear = years.map { year in (year, Self.number(days.filter { $0.key.year == year }, unit: unit)) }
        if json {
            Console.out(
                JSONValue.object([
                    ("units", .string(unit.rawValue)), ("eddington", .integer(Int64(overall.value))),
                    ("days_for_next", .integer(Int64(overall.daysForNext))),
                    ("by_year", .object(byYear.map { (String($0.0), .integer(Int64($0.1.value))) })),
                ]).serialized() + "\n")
            return .success
        }
        var text = "Eddington number \(overall.value) (\(unit.rawValue)): \(overall.value) days of at least \(overall.value) \(unit.rawValue). "
            + "\(overall.daysForNext) more \(overall.daysForNext == 1 ? "day" : "days") of \(overall.value + 1) \(unit.rawValue) "
            + "for \(overall.value + 1).\n"
        for (year, number) in byYear { text += "  \(year)  \(number.value)\n" }
        Console.out(text + RunDoubtText.leftOutNote(leftOut))
        return .success
    }

    /// The number of `days` in `unit`.
    static func number(_ days: [LocalDate: (metres: Double, runs: Int)], unit: DistanceUnit) -> EddingtonNumber {
        EddingtonNumber(daily: days.values.map { unit.distance(metres: $0.metres) })
    }
}
