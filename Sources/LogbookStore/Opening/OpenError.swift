import Foundation

/// Why the database path cannot be used at all.
public enum OpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names a folder, not a file.
    case isDirectory(path: String)
    /// No file is at the path and the command only reads (`LogbookAccess.readExisting`).
    case missing(path: String)
    /// The folder that should hold the database cannot be created.
    case cannotCreateFolder(path: String, reason: String)
    /// SQLite cannot open or create the file.
    case cannotOpen(path: String, reason: String)
    /// The database file (or its folder) is read-only and this command writes.
    case readOnly(path: String)
    /// The database file has more than one name (hard link): SQLite keeps its `-wal` per
    /// name, so two writers through two names would damage it.
    case hardLinked(path: String, links: UInt64)
    /// The path no longer names the file that was opened (replaced or deleted meanwhile).
    case replaced(path: String)
    /// The same, with what the logbook held before this change saved to `copy`.
    case replacedAndKept(path: String, copy: String)
    /// A read-only logbook that needs an upgrade before this logbook can read it.
    case readOnlyNeedsUpgrade(path: String, version: Int, latest: Int)
    /// The backup written before an upgrade could not be made (nothing was upgraded).
    case cannotWriteBackup(path: String, reason: String)
    /// The disk holding the database has no room left for it (or for its `-wal`/`-shm` files).
    case diskFull(path: String)
    /// The path names a device, a FIFO or a socket, not a regular file.
    case notAFile(path: String)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .isDirectory(let path): "\(path) is a folder; give the path of a database file with --db"
        case .notAFile(let path): "\(path) is not a regular file (a device, a pipe or a socket); give the path of a database file with --db"
        case .missing(let path): "No logbook at \(path); 'logbook import FILE --db \(path)' creates one"
        case .cannotCreateFolder(let path, let reason): "cannot create the folder \(path) for the database: \(reason)"
        case .cannotOpen(let path, let reason): "cannot open the database \(path): \(reason)"
        case .readOnly(let path): Self.readOnlyMessage(path: path, unwritableCompanions: Self.unwritableCompanions(of: path))
        case .hardLinked(let path, let links):
            "\(path) has \(links) names (hard links); two logbooks writing through two names would damage it. "
                + "Keep one name (remove the other links) or copy the file"
        case .replacedAndKept(let path, let copy):
            "\(path) was replaced or deleted while logbook was writing it; this change was not stored, "
                + "and what the logbook held before it (everything reported stored) is saved as \(copy); "
                + "the file now at \(path) was not touched"
        case .replaced(let path):
            "\(path) was replaced or deleted while logbook was writing it; this change was not stored "
                + "(anything reported before went to the file that was there)"
        case .readOnlyNeedsUpgrade(let path, let version, let latest):
            "\(path) is read-only and at schema \(version); this logbook needs schema \(latest). "
                + "Make it writable and run 'logbook migrate'"
        case .cannotWriteBackup(let path, let reason): "cannot write the backup \(path) before upgrading: \(reason); the logbook was not upgraded"
        case .diskFull(let path): "cannot write the database \(path): the disk is full; free some space and try again"
        }
    }

    /// The message for a logbook this process may not write: the `-wal` and `-shm` files
    /// named when they are what blocks (left by another user), else the file or its folder.
    public static func readOnlyMessage(path: String, unwritableCompanions: [String]) -> String {
        guard !unwritableCompanions.isEmpty else {
            return "cannot write the database \(path): the file or its folder is read-only"
        }
        let one = unwritableCompanions.count == 1
        return "cannot write the database \(path): \(unwritableCompanions.joined(separator: " and ")) beside it "
            + (one ? "is" : "are") + " read-only for this user; give " + (one ? "it" : "them")
            + " the owner and permissions of the database file"
    }

    /// The `-wal` and `-shm` files beside `path` that exist and this process may not write.
    static func unwritableCompanions(of path: String) -> [String] {
        [path + "-wal", path + "-shm"].filter { access($0, F_OK) == 0 && access($0, W_OK) != 0 }
    }
}
