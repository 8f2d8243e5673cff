import Foundation
import LogbookSQLite
import LogbookSupport

/// Opens a logbook database safely: refuses what it must not touch, backs up data
/// before an upgrade, and applies pending migrations.
public struct LogbookOpener: Sendable {
    /// The migrator used (default: the embedded migrations).
    public var migrator: Migrator

    /// How long its connections wait for another process writing the logbook before
    /// giving up with SQLite's busy error, in milliseconds (default: a minute).
    public var waitMilliseconds: Int32

    /// Creates an opener.
    public init(migrator: Migrator = Migrator(), waitMilliseconds: Int32 = Database.busyTimeoutMilliseconds) {
        self.migrator = migrator
        self.waitMilliseconds = waitMilliseconds
    }

    /// Refuses a path that names something other than a regular file or a folder (`/dev/null`,
    /// a FIFO that would block the open, a socket) before SQLite opens it.
    static func refuseSpecialFile(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        if kind != S_IFREG && kind != S_IFDIR { throw OpenError.notAFile(path: path) }
    }

    /// Opens `path`, creating it and its folders when missing, and upgrades it. First
    /// removes what a `migrate --check` killed by SIGKILL left in the temporary folder
    /// (`CheckCopyFolder.removeStaleIfMarked(atPath:)`).
    ///
    /// The file is first judged through a read-only connection, which neither checkpoints
    /// nor deletes a `-wal`: a refused file (not a logbook, newer, edited, damaged, or for
    /// `.write` with a schema changed by another tool) is left byte for byte, `-wal`
    /// included. For `.read`, a logbook that needs no upgrade is read through that same
    /// connection, so reading never switches its journal to WAL nor checkpoints its `-wal`
    /// (a logbook this process may not write is then refused only for `.write`). The
    /// writable connection checks before every commit that the path still names the file
    /// it opened.
    ///
    /// For `.readExisting`, a path with no file is refused (`OpenError.missing`) before
    /// anything is made there.
    ///
    /// Returns the connection and what the upgrade did (`created` when it made the file).
    /// Throws `OpenError` for unusable paths and `MigrationError` for databases it refuses.
    public func open(path: String, access: LogbookAccess = .write, now: Date = Date()) throws -> (Database, UpgradeReport) {
        let existed = FileIdentity.of(path, followingLinks: true) != nil
        // Refused before anything is made: no file, -wal or -shm appears at the path.
        if access == .readExisting && !existed { throw OpenError.missing(path: path) }
        if existed { try Self.refuseSpecialFile(path) }
        try refuseLinkedFile(path)
        CheckCopyFolder.removeStaleIfMarked(atPath: CheckCopyFolder.defaultBasePath)
        var pending = migrator.migrations
        var version = 0
        if existed {
            let writable = Self.isWritable(path)
            // Refused before anything is read: no -wal or -shm appears beside it.
            if access == .write && !writable {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw OpenError.isDirectory(path: path)
                }
                if Glibc.access(path, R_OK) != 0 { throw OpenError.cannotOpen(path: path, reason: Self.systemReason(errno)) }
                throw OpenError.readOnly(path: path)
            }
            let probe = try connect(path: path, create: false, readOnly: true)
            // One read transaction, so that the version and the schema are of one moment
            // while other processes may be migrating.
            try mapped(path) { try probe.execute("BEGIN") }
            defer { if !probe.isAutocommit { try? probe.execute("ROLLBACK") } }
            (pending, version) = try validateMapped(probe)
            if access == .write || !pending.isEmpty {
                try mapped(path) {
                    try LogbookCheck.verifyIntact(probe, path: path)
                    if version > 0 { try LogbookCheck.verifySchema(probe, path: path, migrator: migrator, version: version) }
                }
            }
            // A command that only reads keeps the connection that judged the file: a second
            // one would cost another open and schema read, and switching the journal to WAL
            // or checkpointing on close would change a file that is only being read.
            if !writable || (access != .write && pending.isEmpty) {
                guard access != .write else { throw OpenError.readOnly(path: path) }
                guard pending.isEmpty else {
                    throw OpenError.readOnlyNeedsUpgrade(path: path, version: version, latest: migrator.latestVersion)
                }
                try mapped(path) { try probe.execute("COMMIT") }
                return (probe, UpgradeReport(fromVersion: version, applied: [], backupPath: nil))
            }
        }
        let database = try connect(path: path, create: true)
        try mapped(path) { try database.configure() }
        watchIdentity(of: database, path: path)
        guard !pending.isEmpty else { return (database, UpgradeReport(fromVersion: version, applied: [], backupPath: nil)) }
        return try mapped(path) {
            // Held until the last migration is in: a second upgrader waits here, then
            // finds nothing pending instead of backing up a half-upgraded logbook.
            let upgradeLock = try UpgradeLock.acquire(folder: Self.folder(of: path), waitMilliseconds: waitMilliseconds)
            defer { withExtendedLifetime(upgradeLock) {} }
            let (fromVersion, backup) = try prepareUpgrade(database, now: now)
            let applied: [Migration]
            do {
                applied = try migrator.migrate(database, now: now)
            } catch var interruption as MigrationInterruption {
                interruption.backupPath = backup?.path
                throw interruption
            }
            let toVersion = try migrator.applied(in: database).last?.number ?? 0
            var report = UpgradeReport(
                fromVersion: fromVersion, applied: applied, backupPath: backup?.path,
                backupReused: backup?.reused ?? false, toVersion: toVersion)
            // Made here: no file was there, and no other process migrated one first (it says so).
            report.created = !existed && fromVersion == 0
            return (database, report)
        }
    }

    /// Opens an existing database read-only, after the same refusals, without changing anything.
    public func openExisting(path: String) throws -> (Database, [Migration]) {
        try Self.refuseSpecialFile(path)
        try refuseLinkedFile(path)
        CheckCopyFolder.removeStaleIfMarked(atPath: CheckCopyFolder.defaultBasePath)
        let database = try connect(path: path, create: false, readOnly: true)
        let pending = try validateMapped(database).pending
        return (database, pending)
    }

    /// Under the write lock, decides again whether an upgrade (and a backup) is needed,
    /// since another process may have upgraded the database while this one waited; writes
    /// the backup (or reuses the complete one of the same state) before any migration.
    /// Returns the version found and the backup.
    private func prepareUpgrade(_ database: Database, now: Date) throws -> (Int, (path: String, reused: Bool)?) {
        // Flush the -wal into the file first, so that the file's time says when it last
        // changed and a retried upgrade can recognise its own backup.
        _ = try? database.rows("PRAGMA wal_checkpoint(TRUNCATE)")
        // The write lock is held by a second connection: SQLite's backup cannot read from
        // a connection inside a write transaction, and nothing changes while it is held.
        let lock = try connect(path: database.path, create: false)
        return try lock.inTransaction {
            let pending = try migrator.validate(database)
            let fromVersion = try migrator.applied(in: database).last?.number ?? 0
            guard !pending.isEmpty, fromVersion > 0, try Migrator.holdsData(database) else { return (fromVersion, nil) }
            let writer = BackupWriter(databasePath: database.path)
            if let reused = writer.reusableBackup(version: fromVersion) { return (fromVersion, (reused, true)) }
            return (fromVersion, (try writer.write(from: database, version: fromVersion, now: now), false))
        }
    }

    /// Refuses a database file with more than one name (SQLite's `-wal` is per name).
    private func refuseLinkedFile(_ path: String) throws {
        if let identity = FileIdentity.of(path, followingLinks: true), identity.isRegularFile, identity.links > 1 {
            throw OpenError.hardLinked(path: path, links: identity.links)
        }
    }

    /// Makes every commit on `database` first check that `path` still names the file opened,
    /// and, when it does not, after the rollback (or at close) save the connection's work and
    /// clear its `-wal` from the path (`ReplacedLogbook`).
    private func watchIdentity(of database: Database, path: String) {
        guard let opened = FileIdentity.of(path, followingLinks: true) else { return }
        database.beforeCommit = {
            guard ReplacedLogbook.isIntact(path: path, opened: opened) else { throw OpenError.replaced(path: path) }
        }
        // Once rolled back: save what this connection committed and take its -wal away
        // from the path, before SQLite replays it onto whatever file now has this name.
        database.afterRollback = { database, error in
            guard case OpenError.replaced = error else { return error }
            database.beforeClose = nil  // saved once
            return ReplacedLogbook.recover(database, path: path)
        }
        // A file replaced after the last commit: the same, as the connection closes.
        database.beforeClose = { database in
            guard !ReplacedLogbook.isIntact(path: path, opened: opened) else { return }
            _ = ReplacedLogbook.recover(database, path: path)
        }
    }

    /// True when this process may write the file at `path` and create files beside it.
    static func isWritable(_ path: String) -> Bool {
        let folder = Self.folder(of: path)
        return access(path, W_OK) == 0 && access(folder, W_OK) == 0
    }

    /// Runs `body`, turning SQLite errors into the refusals they mean for `path`.
    private func mapped<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw map(error, path: path)
        }
    }

    /// Rehearses the pending migrations on a copy of the database at `path` (an empty one
    /// when it does not exist), after the same refusals as `openExisting`, never touching it.
    /// The copy is made in `temporaryFolder` (see `MigrationRehearsal.run(copying:temporaryFolder:)`).
    public func rehearse(
        path: String, temporaryFolder: URL = FileManager.default.temporaryDirectory
    ) throws -> MigrationRehearsal.Report {
        let original = FileManager.default.fileExists(atPath: path) ? try openExisting(path: path).0 : nil
        do {
            return try MigrationRehearsal(migrator: migrator).run(copying: original, temporaryFolder: temporaryFolder)
        } catch var error as CheckFolderError {
            error.databasePath = path
            throw error
        }
    }

    /// Runs `PRAGMA quick_check` on the file at `path` and throws `MigrationError.corrupt`
    /// (naming the newest backup) when it is damaged.
    public func verifyIntegrity(path: String) throws {
        try Self.refuseSpecialFile(path)
        let newest = BackupNaming.newestBackup(of: path)
        do {
            // Through the opener's checks, so that a folder, an unreadable file or one this
            // process may not write is refused in the same words, before anything is read.
            let database = try connect(path: path, create: false, readOnly: true)
            let result = try database.rows("PRAGMA quick_check").compactMap { $0.first?.stringValue }
            if !LogbookCheck.problems(in: result).isEmpty {
                throw MigrationError.corrupt(path: path, detail: result.prefix(3).joined(separator: "; "), newestBackup: newest)
            }
        } catch let error as SQLiteError {
            throw map(error, path: path)
        }
    }

    /// Writes a consistent copy of the database next to it (see `BackupWriter`).
    public func writeBackup(of database: Database, version: Int, now: Date) throws -> String {
        try mapped(database.path) { try BackupWriter(databasePath: database.path).write(from: database, version: version, now: now) }
    }

    /// Opens the file; `create` is true for commands that write, which must be able to;
    /// `readOnly` opens an existing file without any right to change it (in a folder this
    /// process may not write, as an immutable file, since no `-shm` can be made there).
    ///
    /// Every refusal happens before SQLite reads anything, so a refused path is left as it
    /// was: no `-wal` or `-shm` file appears next to a database this process may not write.
    func connect(path: String, create: Bool, readOnly: Bool = false) throws -> Database {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw OpenError.isDirectory(path: path) }
        let folder = Self.folder(of: path)
        if exists {
            // SQLite's own words for an unreadable file are "unable to open database file".
            if access(path, R_OK) != 0 { throw OpenError.cannotOpen(path: path, reason: Self.systemReason(errno)) }
        } else {
            guard create else { throw OpenError.cannotOpen(path: path, reason: "no such file") }
            try Self.makeFolders(folder)
            if access(folder, W_OK) != 0 { throw OpenError.readOnly(path: path) }
        }
        let mode: Database.Mode
        if readOnly {
            // A file nobody may write here is read as immutable: no -wal or -shm is made
            // beside it (nor could be, in a read-only folder).
            let companions = FileIdentity.of(path + "-wal") != nil || FileIdentity.of(path + "-shm") != nil
            let unwritable = access(folder, W_OK) != 0 || access(path, W_OK) != 0
            // A hot rollback journal must be rolled back, which only a writer can do.
            let hotJournal = FileIdentity.of(path + "-journal") != nil && !unwritable
            mode = hotJournal ? .readWrite : unwritable && !companions ? .immutable : .readOnly
        } else {
            mode = create ? .readWriteCreate : .readWrite
        }
        let database: Database
        do {
            database = try Database(path: path, mode: mode, waitMilliseconds: waitMilliseconds)
        } catch let error as SQLiteError {
            throw OpenError.cannotOpen(path: path, reason: error.message)
        }
        // A file this process may not write is opened read-only by SQLite without a word.
        if create && !readOnly && database.isReadOnly { throw OpenError.readOnly(path: path) }
        return database
    }

    /// The folder holding the file at `path`, by text alone (Foundation's URL took a tenth
    /// of a reading command's start-up): `a/b.sqlite` gives `a`, `b.sqlite` gives `.`,
    /// `/b.sqlite` gives `/`.
    static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "." }
        let folder = text[..<slash]
        return folder.isEmpty ? "/" : String(folder)
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

    private func validateMapped(_ database: Database) throws -> (pending: [Migration], version: Int) {
        do {
            return try migrator.validated(database)
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
