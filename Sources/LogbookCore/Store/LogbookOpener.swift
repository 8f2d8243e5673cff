import Foundation

/// Opens a logbook database safely: refuses what it must not touch, backs up data
/// before an upgrade, and applies pending migrations.
public struct LogbookOpener: Sendable {
    /// The migrator used (default: the embedded migrations).
    public var migrator: Migrator

    /// Creates an opener.
    public init(migrator: Migrator = Migrator()) {
        self.migrator = migrator
    }

    /// Opens `path`, creating it and its folders when missing, and upgrades it.
    ///
    /// Returns the configured connection and what the upgrade did. Throws `OpenError`
    /// for unusable paths and `MigrationError` for databases it refuses; in both cases
    /// the file is left byte-for-byte as it was.
    public func open(path: String, now: Date = Date()) throws -> (Database, UpgradeReport) {
        let database = try connect(path: path, create: true)
        let pending = try validateMapped(database)
        let fromVersion = try migrator.applied(in: database).last?.number ?? 0
        var backupPath: String?
        let needsBackup = try !pending.isEmpty && fromVersion > 0 && Migrator.holdsData(database)
        if needsBackup {
            backupPath = try writeBackup(of: database, version: fromVersion, now: now)
        }
        do {
            try database.configure()
            let applied = try migrator.migrate(database, now: now)
            return (database, UpgradeReport(fromVersion: fromVersion, applied: applied, backupPath: backupPath))
        } catch let error as SQLiteError {
            throw map(error, path: path)
        }
    }

    /// Opens an existing database without creating or changing anything, after the same refusals.
    public func openExisting(path: String) throws -> (Database, [Migration]) {
        let database = try connect(path: path, create: false)
        let pending = try validateMapped(database)
        return (database, pending)
    }

    /// Writes a consistent copy of the database next to it, named by `BackupNaming`.
    public func writeBackup(of database: Database, version: Int, now: Date) throws -> String {
        var candidate = BackupNaming.path(for: database.path, version: version, at: now)
        var suffix = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = BackupNaming.path(for: database.path, version: version, at: now) + "-\(suffix)"
            suffix += 1
        }
        do {
            try database.backup(to: candidate)
        } catch let error as SQLiteError {
            throw map(error, path: database.path)
        }
        return candidate
    }

    private func connect(path: String, create: Bool) throws -> Database {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw OpenError.isDirectory(path: path) }
        if !exists {
            guard create else { throw OpenError.cannotOpen(path: path, reason: "no such file") }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw OpenError.cannotCreateFolder(path: folder, reason: Self.reason(error))
            }
        }
        do {
            return try Database(path: path, mode: create ? .readWriteCreate : .readWrite)
        } catch let error as SQLiteError {
            throw OpenError.cannotOpen(path: path, reason: error.message)
        }
    }

    private func validateMapped(_ database: Database) throws -> [Migration] {
        do {
            return try migrator.validate(database)
        } catch let error as SQLiteError {
            throw map(error, path: database.path)
        }
    }

    /// Turns a low-level SQLite error into the refusal or message a runner can act on.
    public func map(_ error: SQLiteError, path: String) -> Error {
        if error.primaryCode == 8 { return OpenError.readOnly(path: path) }  // SQLITE_READONLY
        if error.primaryCode == 14 { return OpenError.cannotOpen(path: path, reason: error.message) }  // SQLITE_CANTOPEN
        return Migrator.classify(error, path: path, newestBackup: BackupNaming.newestBackup(of: path))
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let text = strerror(Int32(underlying.code))
        {
            return String(cString: text)
        }
        return nsError.localizedDescription
    }
}
