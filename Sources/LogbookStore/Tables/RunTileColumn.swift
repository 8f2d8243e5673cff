import LogbookModel
import LogbookSQLite

/// The columns of `run_tiles`, one visited map tile per row (migration 0021): the one place
/// a column of it is declared (see `RunColumn`).
public enum RunTileColumn: String, RunItemColumn {
    /// The run.
    case runID = "run_id"
    /// The tile's zoom (`TileScheme.zooms`).
    case zoom
    /// Its column.
    case x
    /// Its row.
    case y

    /// The table.
    public static let table = "run_tiles"

    /// The value stored in this column for `tile` of run `runID`.
    public func value(of tile: Tile, runID: Int64) -> SQLiteValue {
        switch self {
        case .runID: return .integer(runID)
        case .zoom: return .integer(Int64(tile.zoom))
        case .x: return .integer(Int64(tile.x))
        case .y: return .integer(Int64(tile.y))
        }
    }
}
