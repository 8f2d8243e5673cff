import LogbookSupport

/// Why a database cannot be opened or upgraded, in words a runner can act on.
public enum MigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// An SQLite database that was not made by logbook.
    case notALogbook(path: String)
    /// The database records migrations this binary does not know.
    case newerSchema(path: String, found: Int, known: Int)
    /// An applied migration's SQL differs from the one embedded in this binary.
    case editedMigration(number: Int, name: String)
    /// The database file is damaged.
    case corrupt(path: String, detail: String, newestBackup: String?)
    /// The schema differs from what the migrations made (changed by another tool).
    case schemaDrift(path: String, differences: [String])
    /// A migration failed; nothing of it was kept.
    case migrationFailed(label: String, statement: String?, message: String)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a logbook database (it is not an SQLite file); refusing to touch it"
        case .notALogbook(let path):
            return "\(path) is an SQLite database but not a logbook (no logbook_migrations table); refusing to touch it"
        case .newerSchema(let path, let found, let known):
            return "\(path) was written by a newer logbook (schema \(found)); this logbook knows up to \(known). Upgrade logbook to use it"
        case .editedMigration(let number, let name):
            return "migration \(Migration.label(number: number, name: name)) applied to this database differs from the one built into this logbook (checksum mismatch); refusing to continue"
        case .corrupt(let path, let detail, let newestBackup):
            var text = "\(path) is damaged (\(detail))"
            if let newestBackup {
                text += "; restore the newest backup: cp \(ShellQuoting.quote(newestBackup)) \(ShellQuoting.quote(path))"
            } else {
                text += "; no backup was found next to it"
            }
            return text
        case .schemaDrift(let path, let differences):
            let listed = differences.prefix(5).joined(separator: "; ") + (differences.count > 5 ? "; ..." : "")
            return "the schema of \(path) was changed outside logbook (\(listed)); refusing to write to it. "
                + "Remove what was added (or restore a backup); 'logbook migrate --check' lists the differences"
        case .migrationFailed(let label, let statement, let message):
            var text = "migration \(label) failed: \(message)"
            if let statement { text += " in statement: \(statement)" }
            return text + "; the database was left as it was before this migration"
        }
    }
}
