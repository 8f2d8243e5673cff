import Foundation

/// The files that belong to one logbook: the database, its `-wal`, `-shm` and `-journal`,
/// and its backups (`<db>.backup-...`). A folder being imported may hold them (a logbook
/// kept beside the exports); they are never imported into that logbook.
public struct LogbookFiles: Sendable {
    /// The real path of the database's folder, when it exists.
    let folder: String?
    /// The database's file name.
    let name: String

    /// The files of the logbook at `databasePath`.
    public init(databasePath: String) {
        let url = URL(fileURLWithPath: databasePath)
        name = url.lastPathComponent
        folder = Self.realPath(url.deletingLastPathComponent().path)
    }

    /// True when `path` (through any symbolic links) is one of the logbook's files.
    public func contains(_ path: String) -> Bool {
        guard let folder, let real = Self.realPath(path) else { return false }
        let url = URL(fileURLWithPath: real)
        guard url.deletingLastPathComponent().path == folder else { return false }
        let file = url.lastPathComponent
        return file == name || ["-wal", "-shm", "-journal"].contains { file == name + $0 } || file.hasPrefix(name + ".backup-")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).standardizedFileURL.path
    }
}
