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

extension RunTileColumn {
    /// Rows one multi-row INSERT writes; a run's last fewer go one a statement. Two fixed
    /// statements a table and connection, so a one-run import prepares few.
    static let rowsPerInsert = 16

    /// The two INSERTs into `run_tiles` (`rowsPerInsert` rows, one row), made once.
    private static let liveInserts = (many: insertSQL(rows: rowsPerInsert, into: table), one: insertSQL(rows: 1, into: table))

    /// Writes `tiles` as rows of run `runID` into `table` (`run_tiles`, or a twin with its
    /// columns): what the save path and the backfill store a run's tiles with. In the set's
    /// order (the key orders the rows), `rowsPerInsert` rows a statement, the values bound
    /// without boxing.
    public static func write(_ tiles: Set<Tile>, runID: Int64, into table: String = Self.table, in database: Database) throws {
        let sql = table == Self.table ? liveInserts : (many: insertSQL(rows: rowsPerInsert, into: table), one: insertSQL(rows: 1, into: table))
        let full = tiles.count - tiles.count % rowsPerInsert
        let many = full > 0 ? try database.reusable(sql.many) : nil
        let one = full < tiles.count ? try database.reusable(sql.one) : nil
        var row = 0
        for tile in tiles {
            if row < full, let many {
                let slot = row % rowsPerInsert
                bind(tile, runID: runID, from: Int32(slot * 4 + 1), in: many)
                if slot == rowsPerInsert - 1 { try runToEnd(many) }
            } else if let one {
                bind(tile, runID: runID, from: 1, in: one)
                try runToEnd(one)
            }
            row += 1
        }
    }

    /// Binds the row of `tile` of run `runID` to `statement`'s parameters from `first` on,
    /// in the column order of `insertSQL`.
    private static func bind(_ tile: Tile, runID: Int64, from first: Int32, in statement: Statement) {
        statement.bindInt(runID, at: first)
        statement.bindInt(Int64(tile.zoom), at: first + 1)
        statement.bindInt(Int64(tile.x), at: first + 2)
        statement.bindInt(Int64(tile.y), at: first + 3)
    }

    /// Runs `statement` to its end and resets it for the next rows.
    private static func runToEnd(_ statement: Statement) throws {
        defer { statement.reset() }
        while try statement.step() {}
    }

    /// The INSERT of `rows` rows into `table`, its columns in the order `bind` binds them.
    static func insertSQL(rows: Int, into table: String) -> String {
        var values = ""
        for _ in 0..<rows { values += values.isEmpty ? "(?, ?, ?, ?)" : ", (?, ?, ?, ?)" }
        return "INSERT INTO \(table) (\(sqlList([.runID, .zoom, .x, .y]))) VALUES \(values)"
    }
}
