import LogbookCore
import LogbookSQLite
import LogbookStore

/// Every row of a database as sorted text, each value with its SQLite type
/// (`runs: integer:1|real:5000.0|...`), so that tests can say "byte for byte the same".
public enum DatabaseDump {
    /// The rows of `tables` (every user table but the migration record when `nil`).
    public static func lines(of database: Database, tables: [String]? = nil) throws -> [String] {
        var lines: [String] = []
        for table in try tables ?? database.userTableNames() where table != Migrator.recordTable {
            let columns = try database.rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)])
                .compactMap { $0.first?.stringValue }
            let select = columns.map { "typeof(\($0)) || ':' || quote(\($0))" }.joined(separator: " || '|' || ")
            for row in try database.rows("SELECT \(select) FROM \(table)") {
                lines.append(table + ": " + (row.first?.stringValue ?? "?"))
            }
        }
        return lines.sorted()
    }

    /// The rows of every user table of the database file at `path`, read through a read-only connection.
    public static func lines(ofFile path: String) throws -> [String] {
        try lines(of: Database(path: path, mode: .readOnly))
    }
}
