import Foundation
import LogbookCore

/// What every command gets: its parsed arguments and access to the database.
struct CommandContext: Sendable {
    /// The parsed arguments of the command.
    var arguments: ParsedArguments
    /// The process environment.
    var environment: [String: String]

    /// The database path from `--db` and the environment.
    var databasePath: String {
        DatabaseLocation.resolve(option: arguments.value("db"), environment: environment)
    }

    /// Opens the logbook for `access` and applies pending migrations, announcing any
    /// upgrade on stderr. A command that only reads gets a read-only logbook read-only.
    func openLogbook(_ access: LogbookAccess) throws -> Database {
        let (database, report) = try LogbookOpener().open(path: databasePath, access: access)
        if let backup = report.backupPath, let last = report.applied.last {
            Console.err("Upgraded the logbook from schema \(report.fromVersion) to \(last.number); backup: \(backup)")
        }
        return database
    }
}
