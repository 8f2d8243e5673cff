import LogbookCore

/// `logbook compare A B`: two runs of one route side by side, kilometre by kilometre.
struct CompareCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "compare",
        abstract: "Compare two runs of one route kilometre by kilometre.",
        discussion: """
            Aligns the two runs by distance: for each kilometre both covered, each run's split
            and how far the second was behind the first (+) or ahead (-) at its end, then at the
            finish (each run's elapsed time, pauses included). Both runs must be on the same
            route ('logbook routes ID' lists a route's runs).
            """)

    /// `<a> <b>`.
    static let idsArgument = Positional<Int64>(
        "a b", help: "The two runs' ids, as 'logbook list' shows them.", repeating: true, expected: "a run's id") { Int64($0) }
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.table, .json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [idsArgument.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// The first run.
    let first: Int64
    /// The second run.
    let second: Int64
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the two ids.
    init(_ values: ParsedValues) throws(UsageError) {
        let ids = values[Self.idsArgument]
        guard ids.count == 2 else { throw UsageError("'compare' takes two run ids: compare 12 40") }
        first = ids[0]
        second = ids[1]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the comparison.
    func run(_ context: CommandContext) throws -> ExitCode {
        let comparison = try RouteBoard(try database.open(context, for: .readExisting)).compare(first, second)
        if json {
            Console.out(RouteOutput.comparisonJSON(comparison).serialized() + "\n")
        } else {
            Console.out(RouteOutput.comparisonText(comparison, bold: context.style.bold))
        }
        return .success
    }
}
