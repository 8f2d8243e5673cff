import LogbookModel
import LogbookStore

/// What the tiles of a logbook's runs add up to at one zoom: how many tiles were visited,
/// the max square and max cluster, the run that first visited each tile, and how many new
/// tiles each run added.
public struct TileSummary: Sendable, Equatable {
    /// The zoom.
    public var zoom: Int
    /// Every tile visited, with the run that first visited it (the earliest run to start).
    public var firstVisits: [Tile: Int64]
    /// The side of the largest n x n block of visited tiles (`TileCoverage.maxSquare`).
    public var maxSquare: Int
    /// The size of the largest group of cluster tiles (`TileCoverage.maxCluster`).
    public var maxCluster: Int
    /// The runs in start order, each with the number of tiles it visited first.
    public var newByRun: [(runID: Int64, count: Int)]

    /// The number of tiles visited.
    public var count: Int { firstVisits.count }

    /// The tiles visited.
    public var tiles: Set<Tile> { Set(firstVisits.keys) }

    /// The summary of `runs` (in start order) at `zoom`.
    public init(zoom: Int, runs: [RunTileList]) {
        self.zoom = zoom
        var firstVisits: [Tile: Int64] = [:]
        var newByRun: [(runID: Int64, count: Int)] = []
        newByRun.reserveCapacity(runs.count)
        for run in runs {
            var added = 0
            for tile in run.tiles where firstVisits[tile] == nil {
                firstVisits[tile] = run.runID
                added += 1
            }
            newByRun.append((run.runID, added))
        }
        let tiles = Set(firstVisits.keys)
        self.firstVisits = firstVisits
        self.newByRun = newByRun
        self.maxSquare = TileCoverage.maxSquare(tiles)
        self.maxCluster = TileCoverage.maxCluster(tiles)
    }

    /// The new tiles run `runID` added, or nil when it is not among the runs summed.
    public func newTiles(ofRun runID: Int64) -> Int? {
        newByRun.first { $0.runID == runID }?.count
    }

    /// Equal when they hold the same figures for the same runs.
    public static func == (lhs: TileSummary, rhs: TileSummary) -> Bool {
        lhs.zoom == rhs.zoom && lhs.firstVisits == rhs.firstVisits && lhs.maxSquare == rhs.maxSquare
            && lhs.maxCluster == rhs.maxCluster && lhs.newByRun.map(\.runID) == rhs.newByRun.map(\.runID)
            && lhs.newByRun.map(\.count) == rhs.newByRun.map(\.count)
    }
}
