import LogbookModel
import LogbookSQLite
import LogbookStore

/// The explorer tiles of a logbook (`logbook tiles`, `show`, the import's word): its live
/// runs' stored tiles summed at one zoom, leaving out the runs that cannot be true, as
/// `stats` does.
public struct ExplorerTiles: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// The use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The summary at `zoom` (one of `TileScheme.zooms`) of the runs `filter` keeps.
    public func summary(zoom: Int = TileScheme.defaultZoom, matching filter: RunFilter = RunFilter(sport: nil)) throws -> TileSummary {
        TileSummary(zoom: zoom, runs: try TileQueries(database: database).runs(zoom: zoom, matching: filter))
    }

    /// The runs `filter` keeps that cannot be true, left out of the tiles.
    public func leftOut(matching filter: RunFilter = RunFilter(sport: nil)) throws -> [LeftOutRun] {
        try RunQueries(database: database).leftOutRuns(matching: filter)
    }

    /// How many tiles at `zoom` run `runID` visited and how many were new (no earlier run had
    /// visited them); nil when it visited none (no GPS positions).
    public func newTiles(ofRun runID: Int64, zoom: Int = TileScheme.defaultZoom) throws -> (visited: Int, new: Int)? {
        let counts = try TileQueries(database: database).counts(ofRun: runID, zoom: zoom)
        return counts.visited > 0 ? counts : nil
    }
}
