import Foundation
import LogbookSQLite
import LogbookSupport

/// Writes the backup taken before an upgrade so that it is whole or absent.
///
/// The copy goes to a temporary name in the database's folder, created exclusively
/// (`O_EXCL | O_NOFOLLOW`) with the database's own permissions; it is synced, then linked
/// under the first free backup name (`link` never replaces anything, not even a dangling
/// symbolic link), and the temporary name removed. Debris of earlier failed attempts is
/// removed first. Call it while holding the database's write lock, so that no other
/// logbook process is writing a backup of it at the same time.
public struct BackupWriter: Sendable {
    /// The path of the database being backed up.
    public var databasePath: String

    /// Creates a writer for the database at `databasePath`.
    public init(databasePath: String) {
        self.databasePath = databasePath
    }

    /// The infix of temporary names: `<db>.backup-partial-<random>`.
    public static let partialInfix = ".backup-partial-"

    /// Copies `database` (as its open transaction sees it) to a new backup of `version`
    /// and returns its path.
    public func write(from database: Database, version: Int, now: Date) throws -> String {
        removeDebris()
        let permissions = FileIdentity.of(databasePath, followingLinks: true)?.permissions ?? 0o600
        let temporary = databasePath + Self.partialInfix + UUID().uuidString.lowercased()
        try createExclusively(temporary, permissions: permissions & 0o666)
        do {
            do {
                let copy = try Database(path: temporary, mode: .readWrite)
                try copy.execute("PRAGMA journal_mode = OFF")
                try copy.execute("PRAGMA synchronous = OFF")
                try database.copy(into: copy)
            }
            try sync(temporary)
            let final = try link(temporary, version: version, now: now)
            unlink(temporary)
            syncFolder()
            return final
        } catch {
            unlink(temporary)
            unlink(temporary + "-journal")
            throw error
        }
    }

    /// The newest complete backup of `version` that is not older than the database's
    /// last change (its file and, when not empty, its `-wal`): a failing upgrade retried
    /// reuses it instead of writing another full copy.
    public func reusableBackup(version: Int) -> String? {
        let changed = [databasePath, databasePath + "-wal"].compactMap { path -> Int64? in
            guard let identity = FileIdentity.of(path, followingLinks: true), identity.size > 0 else { return nil }
            return identity.modifiedNanoseconds
        }.max() ?? Int64.max
        return BackupNaming.backups(of: databasePath).reversed().first { backup in
            backup.name.version == version
                && (FileIdentity.of(backup.path)?.modifiedNanoseconds ?? Int64.min) >= changed
                && BackupNaming.isComplete(backup.path)
        }?.path
    }

    /// Removes what failed attempts left: temporary copies (and their journals), and any
    /// regular file under a backup name that an interrupted write left: one with a
    /// `-journal` beside it, or whose size does not match its header (with its `-journal`).
    public func removeDebris() {
        let url = URL(fileURLWithPath: databasePath)
        let folder = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + Self.partialInfix
        if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in names where name.hasPrefix(prefix) {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
        for backup in BackupNaming.backups(of: databasePath) where Self.isDebris(backup.path) {
            unlink(backup.path)
            unlink(backup.path + "-journal")
        }
    }

    /// True for a regular file under a backup name that an interrupted write left.
    static func isDebris(_ path: String) -> Bool {
        guard let identity = FileIdentity.of(path), identity.isRegularFile else { return false }
        if FileIdentity.of(path + "-journal") != nil { return true }
        guard let header = DatabaseHeader.reading(path) else { return true }
        return !header.isWhole(fileSize: identity.size)
    }

    private func createExclusively(_ path: String, permissions: UInt32) throws {
        let descriptor = open(path, O_CREAT | O_EXCL | O_NOFOLLOW | O_WRONLY | O_CLOEXEC, mode_t(permissions))
        guard descriptor >= 0 else { throw failure(errno, path: path) }
        defer { close(descriptor) }
        // The umask may have taken bits away: give the copy exactly the database's permissions.
        guard fchmod(descriptor, mode_t(permissions)) == 0 else { throw failure(errno, path: path) }
    }

    /// Links `temporary` under the first backup name that does not exist (as anything).
    private func link(_ temporary: String, version: Int, now: Date) throws -> String {
        let base = BackupNaming.path(for: databasePath, version: version, at: now)
        for sequence in 1...1000 {
            let candidate = sequence == 1 ? base : "\(base)-\(sequence)"
            if Glibc.link(temporary, candidate) == 0 { return candidate }
            guard errno == EEXIST else { throw failure(errno, path: candidate) }
        }
        throw OpenError.cannotWriteBackup(path: base, reason: "1000 backups of this second already exist")
    }

    private func sync(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno, path: path) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure(errno, path: path) }
    }

    private func syncFolder() {
        let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent().path
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ code: Int32, path: String) -> OpenError {
        if code == ENOSPC || code == EDQUOT { return .diskFull(path: databasePath) }
        return .cannotWriteBackup(path: path, reason: String(cString: strerror(code)))
    }
}
