/// Why the database path cannot be used at all.
public enum OpenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names a folder, not a file.
    case isDirectory(path: String)
    /// The folder that should hold the database cannot be created.
    case cannotCreateFolder(path: String, reason: String)
    /// SQLite cannot open or create the file.
    case cannotOpen(path: String, reason: String)
    /// The database file (or its folder) is read-only and this command writes.
    case readOnly(path: String)
    /// The backup written before an upgrade could not be made (nothing was upgraded).
    case cannotWriteBackup(path: String, reason: String)
    /// The disk holding the database has no room left for it (or for its `-wal`/`-shm` files).
    case diskFull(path: String)

    /// The message shown after `Error: `.
    public var description: String {
        switch self {
        case .isDirectory(let path):
            return "\(path) is a folder; give the path of a database file with --db"
        case .cannotCreateFolder(let path, let reason):
            return "cannot create the folder \(path) for the database: \(reason)"
        case .cannotOpen(let path, let reason):
            return "cannot open the database \(path): \(reason)"
        case .readOnly(let path):
            return "cannot write the database \(path): the file or its folder is read-only"
        case .cannotWriteBackup(let path, let reason):
            return "cannot write the backup \(path) before upgrading: \(reason); the logbook was not upgraded"
        case .diskFull(let path):
            return "cannot write the database \(path): the disk is full; free some space and try again"
        }
    }
}
