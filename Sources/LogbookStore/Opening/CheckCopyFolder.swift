import Foundation

/// The private folder `migrate --check` copies a logbook into: `logbook-check-<pid>-<id>`
/// in the temporary folder, mode 0700, removed when the check ends; folders left by a
/// check that was killed (its process is gone) are removed by the next command that
/// opens a logbook (`LogbookOpener`), or the next check.
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
        // Before the folder, so that a check killed right after making it still left its
        // mark for the next command to find.
        mark(base.path)
        guard mkdir(url.path, 0o700) == 0 else {
            throw CheckFolderError(folder: base.path, cause: CheckFolderError.cause(errno: errno))
        }
        // The umask cannot widen a mode, but make the folder's mode exact all the same.
        chmod(url.path, 0o700)
        // And after it, so that a cleaner that took the mark away between the two finds
        // the folder when it lists (see `removeStaleIfMarked`).
        mark(base.path)
        return CheckCopyFolder(url: url)
    }

    /// The file whose presence in `base` says a check may have left a folder there:
    /// `logbook-checks-<uid>`, made by every check and removed by the cleaner that finds
    /// no check folder left.
    static func markPath(in base: String) -> String {
        base + "/logbook-checks-\(getuid())"
    }

    /// Makes the mark in `base` (nothing when it cannot: the next check then cleans up).
    private static func mark(_ base: String) {
        let descriptor = open(markPath(in: base), O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }

    /// `removeStale(atPath:)` when a check left its mark in `base` (`markPath`), else
    /// nothing: one `stat` instead of reading a temporary folder of thousands of entries
    /// on every command that opens a logbook. The mark is taken away before the folder is
    /// read and made again when a check folder is still there (a check still running).
    public static func removeStaleIfMarked(atPath base: String) {
        let mark = markPath(in: base)
        var info = stat()
        guard lstat(mark, &info) == 0 else { return }
        unlink(mark)
        if removeStale(atPath: base) > 0 { Self.mark(base) }
    }

    /// Removes the folder and everything in it, and the mark when no other check's folder
    /// is left beside it: a check that ends leaves nothing behind.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
        Self.removeStaleIfMarked(atPath: url.deletingLastPathComponent().path)
    }

    /// Removes the check folders in `base` whose process no longer runs.
    public static func removeStale(in base: URL) {
        removeStale(atPath: base.path)
    }

    /// The temporary folder checks are made in by default: `TMPDIR` when set, else `/tmp`
    /// (Foundation's `temporaryDirectory`, read without making a URL).
    public static var defaultBasePath: String {
        if let value = getenv("TMPDIR"), value.pointee != 0 { return String(cString: value) }
        return "/tmp"
    }

    /// Removes the check folders in the folder at `base` whose process no longer runs: what
    /// a check killed by SIGKILL left (a whole copy of a logbook). Every check calls it, and
    /// every command that opens a logbook when a check left its mark (`removeStaleIfMarked`);
    /// the names are read with `readdir` and only a name with the prefix becomes a string.
    /// Returns how many check folders it left (those of checks still running).
    @discardableResult
    public static func removeStale(atPath base: String) -> Int {
        guard let directory = opendir(base) else { return 0 }
        var candidates: [String] = []
        let wanted = Array(prefix.utf8)
        // The name is read in place, up to its NUL: a `dirent` holds only as many bytes of
        // `d_name` as its record needs, so copying the whole 256-byte field read past the end
        // of `readdir`'s buffer when the last record sat at the end of a page (a SIGSEGV).
        guard let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else {
            closedir(directory)
            return 0
        }
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let raw = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            guard raw.count > wanted.count, raw.prefix(wanted.count).elementsEqual(wanted) else { continue }
            candidates.append(String(decoding: raw, as: UTF8.self))
        }
        closedir(directory)
        var left = 0
        for name in candidates {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: base + "/" + name)
            } else {
                left += 1
            }
        }
        return left
    }
}
