import LogbookSQLite
import LogbookSupport

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive `flock` on the folder of a logbook, held from the decision to upgrade
/// until the last migration is in, so that two processes upgrading one logbook at once
/// take turns: the second finds it up to date instead of backing up a half-upgraded
/// file between two of the first one's migrations.
///
/// The folder is locked, not the database file: closing any other descriptor of the
/// database file would drop the POSIX locks SQLite holds on it in this process.
final class UpgradeLock {
    private let descriptor: Int32

    /// Waits (in short sleeps that Ctrl-C ends) for the lock on `folder`, for up to
    /// `waitMilliseconds`; then throws SQLite's busy error, which is worded for the runner like
    /// any other wait for a busy logbook. Returns nil when the folder cannot be opened
    /// (the upgrade then goes on without the lock, as before).
    static func acquire(folder: String, waitMilliseconds: Int32 = Database.busyTimeoutMilliseconds) throws -> UpgradeLock? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var attempts: Int32 = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR,
                Database.waitsAgain(after: attempts, timeout: waitMilliseconds, interrupted: Interruption.isRaised)
            else {
                close(descriptor)
                if Interruption.isRaised { throw SQLiteError(code: .interrupt, message: "interrupted") }
                throw SQLiteError(code: .busy, message: "database is locked")
            }
            if attempts == 0 { WaitNotice.announce() }
            usleep(UInt32(Database.busyPollMilliseconds) * 1000)
            attempts += 1
        }
        return UpgradeLock(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
