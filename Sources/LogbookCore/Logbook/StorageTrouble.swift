import LogbookSQLite
import LogbookStore

/// What a failure SQLite raised while a command ran means, so that the executable can give
/// it its code and words without naming SQLite: busy (another process holds the lock),
/// interrupted, damaged, a full disk, read-only, or another failure.
public enum StorageTrouble: Sendable, Equatable {
    /// Another process holds the logbook's lock.
    case busy
    /// Ctrl-C stopped the statement.
    case interrupted
    /// The file is damaged.
    case damaged
    /// The disk is full.
    case diskFull
    /// The file or its folder is read-only.
    case readOnly
    /// Any other SQLite failure.
    case other

    /// The trouble of `error` when SQLite raised it, else nil.
    public static func of(_ error: any Error) -> StorageTrouble? {
        guard let error = error as? SQLiteError else { return nil }
        if error.code ~= .busy { return .busy }
        if error.code ~= .interrupt { return .interrupted }
        if error.isCorruption { return .damaged }
        if error.isDiskFull { return .diskFull }
        if error.code ~= .readOnly { return .readOnly }
        return .other
    }

    /// SQLite's `error`, met while a command used the logbook at `path`, as the runner should
    /// read it: the opener's error where it has one (damage naming the newest backup, a
    /// read-only file), else the SQLite error with its message in a runner's words (a busy
    /// logbook names the process that holds it and the wait, `waitedMilliseconds`). Nil when
    /// SQLite did not raise `error`.
    public static func described(_ error: any Error, path: String, waitedMilliseconds: Int32) -> (error: any Error, message: String?)? {
        guard let error = error as? SQLiteError else { return nil }
        let mapped = LogbookOpener().map(error, path: path)
        guard let sqlite = mapped as? SQLiteError else { return (mapped, nil) }
        let holder = sqlite.code ~= .busy ? LockHolder.find(databasePath: path) : nil
        return (sqlite, sqlite.runnerDescription(databasePath: path, waitedMilliseconds: waitedMilliseconds, holder: holder))
    }
}
