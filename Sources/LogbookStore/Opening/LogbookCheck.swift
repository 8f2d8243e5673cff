import Foundation
import LogbookSQLite

/// The checks a logbook passes before any command writes to it: cheap enough to run on
/// every such command, strong enough that a damaged file or a schema changed by another
/// tool is refused before anything is written.
///
/// Damage: `PRAGMA quick_check` must pass on the tables every write touches (`runs` with its
/// indexes, `import_files`, `run_sources`), skipping `sample_chunks`, `splits` and the twin tables, whose
/// size grows with the track points (a full check of a 60 MB logbook takes seconds); a
/// damaged page there is met as `SQLITE_CORRUPT` when read, and refused then. (The file's
/// size against its header is no test for a live file: a checkpoint writes page 1 first.) Rows that
/// break a CHECK (written by another tool) are not damage: `clean` judges them.
/// Drift: the schema must equal what the migrations make at the database's version.
public enum LogbookCheck {
    /// The tables whose pages are checked before every write.
    public static let checkedTables = ["runs", "import_files", "run_sources"]

    /// Throws `MigrationError.corrupt` (naming the newest complete backup) when the file
    /// at `path`, open as `database`, is damaged.
    public static func verifyIntact(_ database: Database, path: String) throws {
        let tables = Set(try database.userTableNames())
        for table in checkedTables where tables.contains(table) {
            let lines = try database.rows("PRAGMA quick_check(\"\(table)\")").compactMap { $0.first?.stringValue }
            let damage = problems(in: lines)
            if !damage.isEmpty {
                throw MigrationError.corrupt(
                    path: path, detail: damage.prefix(3).joined(separator: "; "),
                    newestBackup: BackupNaming.newestBackup(of: path))
            }
        }
    }

    /// The lines of a `quick_check` result that report damage: not `ok`, and not a row
    /// breaking a CHECK or NOT NULL constraint (bad values, not bad pages).
    public static func problems(in lines: [String]) -> [String] {
        lines.filter { line in
            line != "ok" && !line.hasPrefix("CHECK constraint failed") && !line.hasPrefix("NULL value in")
        }
    }

    /// Throws `MigrationError.schemaDrift` when the schema of `database` differs from the
    /// one `migrator`'s migrations up to `version` make (a trigger, index or column added
    /// by another tool).
    public static func verifySchema(_ database: Database, path: String, migrator: Migrator, version: Int) throws {
        let expected = try migrator.freshSchema(upTo: version)
        let differences = MigrationRehearsal.drift(actual: try Migrator.schema(of: database), expected: expected)
        if !differences.isEmpty {
            throw MigrationError.schemaDrift(path: path, differences: differences)
        }
    }
}
