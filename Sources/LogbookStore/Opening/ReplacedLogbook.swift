import Foundation
import LogbookSQLite
import LogbookSupport

/// What a writer does once the path of its logbook no longer names the file it opened
/// (renamed away, another file moved over it, deleted).
///
/// SQLite refuses to write a file that has moved (`SQLITE_READONLY_DBMOVED`), checkpoints
/// included, so the frames this connection committed stay in the `-wal` at the old path,
/// where SQLite would apply them to whatever file has that name next. So: the logbook as
/// this connection sees it (its file and its `-wal`) is copied to a new file beside the path,
/// and the `-wal` and `-shm` at the path are removed when they are this process's own, with
/// the connection told not to delete the `-wal` name when it closes.
public enum ReplacedLogbook {
    /// True when `path` still names the file `opened` describes.
    public static func isIntact(path: String, opened: FileIdentity) -> Bool {
        FileIdentity.of(path, followingLinks: true)?.isSameFile(as: opened) ?? false
    }

    /// Saves `database`'s work and clears its `-wal` from `path` (see the type); returns the
    /// error to report: `OpenError.replacedAndKept` naming the copy, or `OpenError.replaced`
    /// when no copy could be written.
    public static func recover(_ database: Database, path: String, now: Date = Date()) -> OpenError {
        let copy = copyPath(for: path, now: now)
        var saved = false
        if let copy {
            do {
                try database.backup(to: copy)
                saved = true
            } catch {
                unlink(copy)
            }
        }
        clearCompanions(of: database, path: path)
        guard saved, let copy else { return .replaced(path: path) }
        return .replacedAndKept(path: path, copy: copy)
    }

    /// Removes the `-wal` and `-shm` at `path` when this process holds them open (they are
    /// the connection's, not a replacement's), and keeps the connection from deleting the
    /// `-wal` name as it closes.
    public static func clearCompanions(of database: Database, path: String) {
        database.keepWALOnClose()
        let open = openFiles()
        for companion in [path + "-wal", path + "-shm"] {
            guard let identity = FileIdentity.of(companion) else { continue }
            if open.contains(where: { $0.device == identity.device && $0.inode == identity.inode }) { unlink(companion) }
        }
    }

    /// A free name beside `path` for the copy: `<path>.replaced-<UTC time>[-<n>]`, or nil.
    static func copyPath(for path: String, now: Date) -> String? {
        let stamp = Migrator.timestamp(now).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        for attempt in 0..<100 {
            let candidate = path + ".replaced-" + stamp + (attempt == 0 ? "" : "-\(attempt)")
            if FileIdentity.of(candidate) == nil { return candidate }
        }
        return nil
    }

    /// The device and inode of every file this process holds open.
    private static func openFiles() -> [(device: UInt64, inode: UInt64)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
        var found: [(device: UInt64, inode: UInt64)] = []
        for name in names {
            guard let descriptor = Int32(name) else { continue }
            var info = stat()
            if fstat(descriptor, &info) == 0 { found.append((UInt64(info.st_dev), UInt64(info.st_ino))) }
        }
        return found
    }
}
