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
    /// Fills the tiles of every stored run; returns the number of tile rows written.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var written = 0
        try StoredRunWalk.forEachRun(
            keeping: .tiles, reading: "sport, sport_source", in: database,
            start: { row in
                (sport: row["sport"].stringValue ?? Sport.fallback,
                 source: row["sport_source"].stringValue.flatMap(SportSource.init(rawValue:)), points: [TilePoint]())
            },
            add: { run, entry in
                guard let lat = entry.sample.latE7, let lon = entry.sample.lonE7 else { return }
                run.points.append(
                    TilePoint(
                        offset: Double(entry.sample.offsetMs) / 1000, lat: Double(lat) / 1e7, lon: Double(lon) / 1e7,
                        segment: entry.sample.segment ?? 0))
            },
            finish: { table, runID, run in
                let tiles = TileFinder.tiles(jumpLimit: TileFinder.jumpLimit(sport: run.sport, source: run.source)) { body in
                    run.points.forEach(body)
                }
                try RunTileColumn.write(tiles, runID: runID, into: table, in: database)
                written += tiles.count
            })
        return written
    }
}
