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
}
