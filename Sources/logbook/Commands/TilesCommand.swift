import LogbookCore
import LogbookModel

/// `logbook tiles [--zoom 14|17] [--sport S] [--json]`: the explorer tiles of the logbook's
/// runs, their max square and max cluster, and the new tiles each run added.
struct TilesCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "tiles",
        abstract: "Count the map tiles your runs have visited, with the max square and max cluster.",
        discussion: """
            The squares of the OpenStreetMap tile scheme (zoom 14: about 1.5 km at mid
            latitudes; zoom 17: about 190 m) that a GPS position of a run falls in, after the
            jump filter (a GPS glitch visits no tile). The max square is the largest n x n
            block of visited tiles; the max cluster the largest group of joined tiles whose
            four neighbours are all visited. Runs that cannot be true are left out, as in
            'logbook stats'.
            """)

    /// `--zoom <14|17>`.
    static let zoomOption = Option<Int>(
        "zoom", value: "14|17", help: "The tile zoom: 14 (default, explorer tiles) or 17 (squadratinhos).",
        completion: .values(TileScheme.zooms.map(String.init)), expected: "14 or 17"
    ) { text in Int(text).flatMap { TileScheme.zooms.contains($0) ? $0 : nil } }
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations =
        [zoomOption.declaration, RunFilterOptions.sport.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// The zoom.
    let zoom: Int
    /// The sport, or nil for every sport.
    let sport: String?
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        zoom = values[Self.zoomOption] ?? TileScheme.defaultZoom
        sport = RunFilterOptions.sport(givenOrConfiguredIn: values)
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the tiles.
    func run(_ context: CommandContext) throws -> ExitCode {
        let logbook = try database.open(context, for: .readExisting)
        let tiles = ExplorerTiles(logbook)
        let filter = RunFilter(sport: sport)
        let summary = try tiles.summary(zoom: zoom, matching: filter)
        if json {
            Console.out(Self.json(summary).serialized() + "\n")
            return .success
        }
        Console.out(Self.text(summary) + RunDoubtText.leftOutNote(try tiles.leftOut(matching: filter)))
        return .success
    }

    /// `Zoom 14: 123 tiles, max square 4 x 4, max cluster 17 tiles.` and which runs added
    /// the most.
    static func text(_ summary: TileSummary) -> String {
        guard summary.count > 0 else { return "No run with GPS positions: no tile visited yet.\n" }
        var text = "Zoom \(summary.zoom): \(summary.count) \(summary.count == 1 ? "tile" : "tiles") visited, "
            + "max square \(summary.maxSquare) x \(summary.maxSquare), max cluster \(summary.maxCluster) "
            + "\(summary.maxCluster == 1 ? "tile" : "tiles").\n"
        let adding = summary.newByRun.filter { $0.count > 0 }
        text += "\(adding.count) of \(summary.newByRun.count) runs added new tiles"
        if let latest = adding.last { text += "; the latest, run \(latest.runID), added \(latest.count)" }
        return text + ".\n"
    }

    /// `{"zoom": 14, "tiles": N, "max_square": n, "max_cluster": n, "new_by_run": {"12": 3}}`:
    /// `new_by_run` holds the runs that added at least one tile.
    static func json(_ summary: TileSummary) -> JSONValue {
        .object([
            ("zoom", .integer(Int64(summary.zoom))), ("tiles", .integer(Int64(summary.count))),
            ("max_square", .integer(Int64(summary.maxSquare))), ("max_cluster", .integer(Int64(summary.maxCluster))),
            ("new_by_run", .object(summary.newByRun.filter { $0.count > 0 }.map { (String($0.runID), .integer(Int64($0.count))) })),
        ])
    }
}
