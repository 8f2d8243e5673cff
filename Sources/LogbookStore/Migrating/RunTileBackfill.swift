import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// Finds the tiles of the runs stored before tiles were derived: the step the migrator runs
/// right after `0021_run_tiles.sql`, inside that migration's transaction.
///
/// Every run, live, in quarantine or kept as a trim original, gets the tiles the one finder
/// (`TileFinder`) gives its stored samples and sport, as a run saved today would. Reads the
/// samples one run at a time (one run's positions in memory at once).
public enum RunTileBackfill {
    /// The three places holding runs: the run table with its key, its samples and its tiles.
    static let places: [(runs: String, key: String, samples: SamplePlace, tiles: String)] = [
        ("runs", "id", .live, RunTileColumn.table),
        ("quarantined_runs", "id", .quarantine, "quarantined_run_tiles"),
        ("trim_originals", "run_id", .trimOriginal, "trim_original_run_tiles"),
    ]

    /// Fills the tiles of every stored run; returns the number of tile rows written.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var written = 0
        for place in places {
            var sports: [Int64: (sport: String, source: SportSource?)] = [:]
            for row in try database.namedRows("SELECT \(place.key) AS run_key, sport, sport_source FROM \(place.runs)") {
                guard let id = row["run_key"].int64Value else { continue }
                sports[id] = (row["sport"].stringValue ?? Sport.fallback, row["sport_source"].stringValue.flatMap(SportSource.init(rawValue:)))
            }
            var current: Int64?
            var points: [TilePoint] = []
            func flush() throws {
                guard let runID = current, let known = sports[runID] else { return }
                let tiles = TileFinder.tiles(jumpLimit: TileFinder.jumpLimit(sport: known.sport, source: known.source)) { body in
                    points.forEach(body)
                }
                try RunTileColumn.insert(tiles.sorted(), runID: runID, into: place.tiles, in: database)
                written += tiles.count
            }
            try SampleChunkTable.detectingLayout(in: database, place: place.samples).forEachRunChunk { runID, entries in
                if runID != current {
                    try flush()
                    current = runID
                    points.removeAll(keepingCapacity: true)
                }
                for entry in entries {
                    guard let lat = entry.sample.latE7, let lon = entry.sample.lonE7 else { continue }
                    points.append(
                        TilePoint(
                            offset: Double(entry.sample.offsetMs) / 1000, lat: Double(lat) / 1e7, lon: Double(lon) / 1e7,
                            segment: entry.sample.segment ?? 0))
                }
            }
            try flush()
        }
        return written
    }
}
