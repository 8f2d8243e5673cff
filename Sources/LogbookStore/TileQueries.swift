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

    /// How many tiles at `zoom` run `runID` visited, and how many of them no earlier live run
    /// (by start, then id; runs that cannot be true left out) had visited: its new tiles.
    public func counts(ofRun runID: Int64, zoom: Int) throws -> (visited: Int, new: Int) {
        let run = RunTileColumn.runID.rawValue, zoomColumn = RunTileColumn.zoom.rawValue
        let x = RunTileColumn.x.rawValue, y = RunTileColumn.y.rawValue
        let start = RunColumn.startUTC.rawValue, id = RunColumn.id.rawValue
        let rows = try database.namedRows(
            """
            SELECT count(*) AS visited, coalesce(sum(NOT EXISTS (
                SELECT 1 FROM \(RunTileColumn.table) o JOIN \(RunColumn.table) r ON r.\(id) = o.\(run)
                WHERE o.\(zoomColumn) = t.\(zoomColumn) AND o.\(x) = t.\(x) AND o.\(y) = t.\(y) AND o.\(run) <> t.\(run)
                  AND (r.\(start) < me.\(start) OR (r.\(start) = me.\(start) AND r.\(id) < me.\(id)))
                  AND NOT \(RunColumn.leftOutSQL(alias: "r")))), 0) AS new
            FROM \(RunTileColumn.table) t JOIN \(RunColumn.table) me ON me.\(id) = t.\(run)
            WHERE t.\(run) = ? AND t.\(zoomColumn) = ?
            """, [.integer(runID), .integer(Int64(zoom))])
        let visited = rows.first?["visited"].int64Value ?? 0
        let new = rows.first?["new"].int64Value ?? 0
        return (Int(clamping: visited), Int(clamping: new))
    }
}
