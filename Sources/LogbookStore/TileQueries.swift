import LogbookModel
import LogbookSQLite

/// Reads the stored tiles of live runs (`run_tiles`, migration 0021).
public struct TileQueries {
    /// The connection read.
    public let database: Database

    /// Queries over an open logbook.
    public init(database: Database) {
        self.database = database
    }

    /// The tiles at `zoom` of every live run `filter` keeps, but the runs that cannot be true
    /// (`RunColumn.leftOutSQL`), in start order (then id): the order in which tiles were first visited.
    public func runs(zoom: Int, matching filter: RunFilter = RunFilter()) throws -> [RunTileList] {
        let condition = filter.condition
        let statement = try database.prepare(
            """
            SELECT t.\(RunTileColumn.runID.rawValue) AS run_id, t.\(RunTileColumn.x.rawValue) AS x, t.\(RunTileColumn.y.rawValue) AS y
            FROM (SELECT \(RunColumn.id.rawValue) AS id, \(RunColumn.startUTC.rawValue) AS start_utc FROM \(RunColumn.table)
                  WHERE \(condition.sql) AND NOT \(RunColumn.leftOutSQL(alias: nil))) r
            JOIN \(RunTileColumn.table) t ON t.\(RunTileColumn.runID.rawValue) = r.id AND t.\(RunTileColumn.zoom.rawValue) = ?
            ORDER BY r.start_utc, r.id, t.\(RunTileColumn.y.rawValue), t.\(RunTileColumn.x.rawValue)
            """)
        try statement.bind(condition.values + [.integer(Int64(zoom))])
        let positions = statement.columnPositions
        guard let runColumn = positions["run_id"].map(Int32.init), let xColumn = positions["x"].map(Int32.init),
            let yColumn = positions["y"].map(Int32.init)
        else { return [] }
        var lists: [RunTileList] = []
        while try statement.step() {
            guard let runID = statement.int64(runColumn), let x = statement.int64(xColumn), let y = statement.int64(yColumn)
            else { continue }
            let tile = Tile(zoom: zoom, x: Int(clamping: x), y: Int(clamping: y))
            if lists.last?.runID == runID {
                lists[lists.count - 1].tiles.append(tile)
            } else {
                lists.append(RunTileList(runID: runID, tiles: [tile]))
            }
        }
        statement.reset()
        return lists
    }
}
