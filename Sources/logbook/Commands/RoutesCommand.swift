import LogbookCore

/// `logbook routes [ID | rename ID NAME | --refind]`: the courses run more than once, found
/// by themselves, with their best, median and latest times.
struct RoutesCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "routes",
        abstract: "List the routes your runs follow, or one route's runs; rename a route.",
        discussion: """
            Runs that start within 150 m of each other, end within 150 m, and whose tracks lie
            within 50 m of each other over at least 90 % of their length, the same way round,
            are one route; a loop run the other way is another route, linked as its reverse.
            Runs without GPS, or with under 400 m of track, are on no route. A route's time is a run's moving time; the best
            is the fastest run that can be true; the trend is the latest time less the median.
            'routes ID' lists a route's runs, the best marked; 'routes rename ID NAME' names it
            (without a name it is called after its runs' most common name); --refind finds
            every route again from scratch.
            """)

    /// `[ID | rename ID NAME]`.
    static let wordsArgument = Positional<String>(
        "id-or-rename", help: "A route's id to list its runs, or 'rename ID NAME'.", repeating: true, required: false)
    /// `--refind`.
    static let refindFlag = Flag("refind", help: "Find every route again from scratch (keeps the names you gave).")
    /// `--csv | --json`.
    static let formatChoice = OutputFormat.choice(
        [.table, .json], help: [.json: "Print the routes as a JSON array (one route: a JSON object)."])

    /// Its arguments.
    static let declarations = [wordsArgument.declaration, refindFlag.declaration, UnitOption.option.declaration]
        + formatChoice.declarations + DatabaseOption.declarations

    /// The route to show, if one.
    let routeID: Int64?
    /// The new name, when renaming.
    let newName: String?
    /// Whether to find every route again first.
    let refind: Bool
    /// `--json`, units and the logbook.
    let shared: SharedOptions

    /// Reads `ID` or `rename ID NAME`.
    init(_ values: ParsedValues) throws(UsageError) {
        let words = values[Self.wordsArgument]
        refind = values[Self.refindFlag]
        if words.first == "rename" {
            guard words.count == 3, let id = Int64(words[1]) else { throw UsageError("'routes rename' takes a route's id and a name: routes rename 3 'River loop'") }
            routeID = id
            newName = words[2]
        } else if words.count == 1 {
            guard let id = Int64(words[0]) else { throw UsageError("'\(words[0])' is not a route's id; 'logbook routes' lists them") }
            routeID = id
            newName = nil
        } else if words.isEmpty {
            routeID = nil
            newName = nil
        } else {
            throw UsageError("'routes' takes one route id, or 'rename ID NAME'")
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the routes, one route's runs, or the renamed route.
    func run(_ context: CommandContext) throws -> ExitCode {
        let writes = refind || newName != nil
        let board = RouteBoard(try database.open(context, for: writes ? .write : .readExisting))
        if refind {
            let count = try board.refind()
            if !json { Console.line("Found \(ImportTally.count(count, "route", "routes")) from scratch.") }
        }
        if let routeID {
            let route = try newName.map { try board.rename(routeID, to: $0) } ?? board.route(routeID)
            if json {
                Console.out(RouteOutput.detailJSON(route).serialized() + "\n")
            } else {
                if newName != nil { Console.line("Route \(route.id) is now called '\(TableRenderer.printable(route.name))'.") }
                Console.out(RouteOutput.runsTable(route, unit: unit, bold: context.style.bold))
            }
            return .success
        }
        let routes = try board.routes()
        ListOutput.print(
            asJSON: json, isEmpty: routes.isEmpty, json: { RouteOutput.json(routes) },
            none: "No routes yet: runs with GPS are grouped into routes as they are imported.",
            table: { RouteOutput.table(routes, unit: unit, bold: context.style.bold) })
        return .success
    }
}
