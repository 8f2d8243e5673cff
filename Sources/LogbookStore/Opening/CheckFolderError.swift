#if canImport(Glibc)
    import Glibc
#endif

/// Why `migrate --check` cannot use the temporary folder it copies the logbook into
/// (`TMPDIR`, else `/tmp`): named with its cause, never as SQLite's raw error or as a
/// problem of the logbook, which a check never changes.
public struct CheckFolderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the folder.
    public enum Cause: Equatable, Sendable {
        /// No such folder (it is not created: a mistyped `TMPDIR` should not make folders).
        case missing
        /// The path names a file.
        case notAFolder
        /// No room left for the copy.
        case full
        /// Another reason, in the system's words (`Permission denied`).
        case other(String)
    }

    /// The temporary folder.
    public var folder: String
    /// What is wrong with it.
    public var cause: Cause
    /// The logbook being checked (left as it was), when known.
    public var databasePath: String?

    /// The cause an `errno` from creating or writing in the folder stands for.
    public static func cause(errno code: Int32) -> Cause {
        switch code {
        case ENOENT: return .missing
        case ENOTDIR: return .notAFolder
        case ENOSPC, EDQUOT: return .full
        default: return .other(strerror(code).map { String(cString: $0) } ?? "error \(code)")
        }
    }

    /// The message shown after `Error: `.
    public var description: String {
        let what: String
        switch cause {
        case .missing: what = "does not exist"
        case .notAFolder: what = "is a file, not a folder"
        case .full: what = "is full"
        case .other(let reason): what = "cannot be written (\(reason))"
        }
        return "the temporary folder \(folder) \(what): 'logbook migrate --check' copies the logbook there "
            + "(set TMPDIR to a writable folder with free space); \(databasePath ?? "the logbook") was not changed"
    }
}
