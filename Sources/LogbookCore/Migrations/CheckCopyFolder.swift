import Foundation

/// The private folder `migrate --check` copies a logbook into: `logbook-check-<pid>-<id>`
/// in the temporary folder, mode 0700, removed when the check ends; folders left by a
/// check that was killed (its process is gone) are removed by the next check.
public struct CheckCopyFolder: Sendable {
    /// The prefix of every such folder's name.
    public static let prefix = "logbook-check-"

    /// The folder.
    public let url: URL

    /// Removes stale folders in `base`, then creates a new one there, readable by this user
    /// only. Throws `CheckFolderError` when `base` is missing (it is not created), a file,
    /// full or not writable.
    public static func make(in base: URL = FileManager.default.temporaryDirectory) throws -> CheckCopyFolder {
        var info = stat()
        if stat(base.path, &info) != 0 { throw CheckFolderError(folder: base.path, cause: CheckFolderError.cause(errno: errno)) }
        if (info.st_mode & S_IFMT) != S_IFDIR { throw CheckFolderError(folder: base.path, cause: .notAFolder) }
        removeStale(in: base)
        let url = base.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
        guard mkdir(url.path, 0o700) == 0 else {
            throw CheckFolderError(folder: base.path, cause: CheckFolderError.cause(errno: errno))
        }
        // The umask cannot widen a mode, but make the folder's mode exact all the same.
        chmod(url.path, 0o700)
        return CheckCopyFolder(url: url)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the check folders in `base` whose process no longer runs.
    public static func removeStale(in base: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: base.appendingPathComponent(name))
            }
        }
    }
}
