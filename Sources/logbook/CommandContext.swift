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

    /// Opens the logbook and applies pending migrations, announcing any upgrade on stderr.
    func openLogbook() throws -> Database {
        let (database, report) = try LogbookOpener().open(path: databasePath)
        if let backup = report.backupPath, let last = report.applied.last {
            Console.err("Upgraded the logbook from schema \(report.fromVersion) to \(last.number); backup: \(backup)")
        }
        return database
    }
}
