import Foundation
import LogbookSQLite
import LogbookStore

/// An opened logbook: what the executable opens through the core and hands to each use case.
///
/// It holds the connection for the core alone (`package`): a command names a `Logbook`,
/// never a connection, a query or a transaction, so that what a command shows or changes
/// is decided by a use case or read model of the core. The connection owns the SQLite
/// handle and closes it when the last use case holding it is gone.
public struct Logbook {
    /// The connection the use cases read and write through.
    package let database: Database

    /// The logbook over an open, migrated connection (the core's own and the tests').
    package init(_ database: Database) {
        self.database = database
    }

    /// The logbook's file.
    public var path: String { database.path }

    /// Opens the logbook at `path` for `access` with `opener` (creating and migrating it as
    /// `LogbookOpener.open` does): the logbook and what the upgrade did.
    public static func open(path: String, access: LogbookAccess, with opener: LogbookOpener) throws -> (Logbook, UpgradeReport) {
        let (database, report) = try opener.open(path: path, access: access)
        return (Logbook(database), report)
    }

    /// The migrations applied to the logbook at `path` (none when no file is there) and
    /// those still pending, for `migrate --list`; the file is opened but not upgraded.
    public static func migrations(at path: String, with opener: LogbookOpener) throws -> MigrationHistory {
        guard FileManager.default.fileExists(atPath: path) else {
            return MigrationHistory(applied: [], pending: opener.migrator.migrations)
        }
        let (database, pending) = try opener.openExisting(path: path)
        return MigrationHistory(applied: try opener.migrator.applied(in: database), pending: pending)
    }
}
