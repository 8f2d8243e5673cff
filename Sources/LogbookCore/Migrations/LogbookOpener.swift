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
    /// the file is left byte-for-byte as it was. With `checkingIntegrity` (what
    /// `logbook migrate` asks for), an existing file must first pass `PRAGMA quick_check`
    /// on the same connection, else `MigrationError.corrupt` names the newest backup.
    public func open(path: String, now: Date = Date(), checkingIntegrity: Bool = false) throws -> (Database, UpgradeReport) {
        let existed = FileManager.default.fileExists(atPath: path)
        let database = try connect(path: path, create: true)
        if checkingIntegrity && existed {
            try verifyIntegrity(of: database)
        }
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

    /// Rehearses the pending migrations on a copy of the database at `path` (an empty one
    /// when it does not exist), after the same refusals as `openExisting`, never touching it.
    public func rehearse(path: String) throws -> MigrationRehearsal.Report {
        let original = FileManager.default.fileExists(atPath: path) ? try openExisting(path: path).0 : nil
        return try MigrationRehearsal(migrator: migrator).run(copying: original)
    }

    /// Runs `PRAGMA quick_check` and throws `MigrationError.corrupt` (naming the newest
    /// backup) when the file is damaged.
    private func verifyIntegrity(of database: Database) throws {
        do {
            let result = try database.rows("PRAGMA quick_check").compactMap { $0.first?.stringValue }
            if result != ["ok"] {
                throw MigrationError.corrupt(
                    path: database.path, detail: result.prefix(3).joined(separator: "; "),
                    newestBackup: BackupNaming.newestBackup(of: database.path))
            }
        } catch let error as SQLiteError {
            throw map(error, path: database.path)
        }
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

    /// Opens the file; `create` is true for commands that write, which must be able to.
    ///
    /// Every refusal happens before SQLite reads anything, so a refused path is left as it
    /// was: no `-wal` or `-shm` file appears next to a database this process may not write.
    func connect(path: String, create: Bool) throws -> Database {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw OpenError.isDirectory(path: path) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if exists {
            // SQLite's own words for an unreadable file are "unable to open database file".
            if access(path, R_OK) != 0 { throw OpenError.cannotOpen(path: path, reason: Self.systemReason(errno)) }
        } else {
            guard create else { throw OpenError.cannotOpen(path: path, reason: "no such file") }
            try Self.makeFolders(folder)
            if access(folder, W_OK) != 0 { throw OpenError.readOnly(path: path) }
        }
        let database: Database
        do {
            database = try Database(path: path, mode: create ? .readWriteCreate : .readWrite)
        } catch let error as SQLiteError {
            throw OpenError.cannotOpen(path: path, reason: error.message)
        }
        // A file this process may not write is opened read-only by SQLite without a word.
        if create && database.isReadOnly { throw OpenError.readOnly(path: path) }
        return database
    }

    /// Creates `folder` and any missing parents (like `mkdir -p`), naming the component
    /// that is a file rather than a folder, or the system's reason (`Permission denied`).
    static func makeFolders(_ folder: String) throws {
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory) {
                if !isDirectory.boolValue {
                    throw OpenError.cannotCreateFolder(path: folder, reason: "\(prefix) is a file, not a folder")
                }
                continue
            }
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
                throw OpenError.cannotCreateFolder(path: folder, reason: systemReason(errno))
            }
        }
    }

    /// The system's text for an `errno` value, e.g. `Permission denied`.
    private static func systemReason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
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
        switch error.code {
        case .readOnly: return OpenError.readOnly(path: path)
        // A full disk, or no room to grow the -shm file beside the database.
        case .full, .ioErrorSharedMemorySize: return OpenError.diskFull(path: path)
        case .cannotOpen: return OpenError.cannotOpen(path: path, reason: error.message)
        default: break
        }
        return Migrator.classify(error, path: path, newestBackup: BackupNaming.newestBackup(of: path))
    }
}
