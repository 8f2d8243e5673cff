import LogbookModel

/// One live run's stored tiles at one zoom, as `TileQueries` reads them.
public struct RunTileList: Sendable, Equatable {
    /// The run.
    public var runID: Int64
    /// Its tiles at the zoom asked for, in row then column order.
    public var tiles: [Tile]
}
