internal import CSQLite
import Foundation

/// Copies a connection's write-ahead log into its database on a thread of its own, so that
/// the connection's thread never stops to do it: what a long import needs, whose storing
/// thread every file waits for.
///
/// SQLite's own automatic checkpoint runs inside the commit that passes the threshold, on the
/// committing thread: copying a few thousand pages and waiting for the disk twice. With two
/// cores, the import's builders then sat idle behind it (their files were built and waiting),
/// once in the middle of 100 one-hour files and once more, longer, when the logbook closed.
///
/// While running, the importing connection's commit hook (`sqlite3_wal_hook`, which replaces
/// the automatic checkpoint) wakes the checkpointer whenever the log holds `pages` pages or
/// more. It then runs `PRAGMA wal_checkpoint(PASSIVE)` on its own connection to the same
/// file: a passive checkpoint copies what is committed and never waits for, nor blocks, a
/// writer or a reader; the writer starts the log again from its beginning once all of it was
/// copied. A checkpoint that fails (the disk is full, the file is busy) is left: the next one
/// or the one when the connection closes copies the same pages. `stop()` takes the hook away,
/// gives the connection back its automatic checkpoint, waits for the thread to end, closes
/// the checkpointer's connection and lets go of the writer's, so that the writer's own close
/// is the last one: only the last connection to close removes the `-wal` and `-shm` files.
/// (Both let go of when the object went away instead, the thread that held it last sometimes
/// did so after the process had ended, and the two files stayed beside the logbook.)
///
/// A class: it owns a connection, a thread and the semaphores between them.
public final class BackgroundCheckpointer: @unchecked Sendable {
    /// The connection whose log is copied, let go by `stop()`.
    private var writer: Database?
    /// The checkpointer's own connection, closed by `stop()`.
    private var reader: Database?
    private let wake = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    /// Signalled after each checkpoint, for `waitForCheckpoint`.
    private let checkpointed = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopping = false, requested = false, stopped = false
    /// The writer's automatic checkpoint threshold, given back by `stop()`.
    private let automaticPages: Int32
    /// How many checkpoints ran and how many failed (for tests).
    private var counts = (ran: 0, failed: 0)

    /// Starts checkpointing `database`'s log (a file in WAL mode) once it holds `pages`
    /// pages or more, after each commit; nil for a database in memory, or when a second
    /// connection cannot be opened (the connection then keeps its automatic checkpoint).
    public init?(for database: Database, pages: Int32) {
        guard database.path != ":memory:", !database.path.isEmpty,
            let reader = try? Database(path: database.path, mode: .readWrite, waitMilliseconds: 0) else { return nil }
        writer = database
        self.reader = reader
        automaticPages = (try? database.scalar("PRAGMA wal_autocheckpoint").int64Value).flatMap { $0.map { Int32(clamping: $0) } } ?? 1000
        let thread = Thread { [self] in run() }
        thread.name = "logbook-checkpoint"
        thread.start()
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_wal_hook(database.handle, { context, _, _, frames in
            guard let context else { return SQLITE_OK }
            Unmanaged<BackgroundCheckpointer>.fromOpaque(context).takeUnretainedValue().committed(frames: frames)
            return SQLITE_OK
        }, context)
        threshold = max(1, pages)
    }

    /// The log size, in pages, that wakes the checkpointer.
    private var threshold: Int32 = 1

    /// After each commit of the writer: wakes the thread once the log is long enough.
    private func committed(frames: Int32) {
        guard frames >= threshold else { return }
        lock.lock()
        let wakeNeeded = !requested && !stopping
        requested = true
        lock.unlock()
        if wakeNeeded { wake.signal() }
    }

    /// The thread: a passive checkpoint each time it is woken, until stopped.
    private func run() {
        while true {
            wake.wait()
            lock.lock()
            let done = stopping
            requested = false
            lock.unlock()
            if done { break }
            let succeeded = (try? reader?.rows("PRAGMA wal_checkpoint(PASSIVE)")) != nil
            lock.lock()
            if succeeded { counts.ran += 1 } else { counts.failed += 1 }
            lock.unlock()
            checkpointed.signal()
        }
        ended.signal()
    }

    /// Waits up to `seconds` for a checkpoint (ran or failed) not waited for before: true
    /// when one came. For tests, which wait on it instead of sleeping.
    public func waitForCheckpoint(seconds: Double) -> Bool {
        checkpointed.wait(timeout: .now() + seconds) == .success
    }

    /// How many checkpoints ran, and how many failed.
    public var checkpoints: (ran: Int, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    /// Takes the hook away, gives the writer its automatic checkpoint back, waits for the
    /// thread (a checkpoint under way ends first), closes the checkpointer's connection and
    /// lets go of the writer's.
    /// Call it on the writer's thread, before the writer closes; calling it again does nothing.
    public func stop() {
        lock.lock()
        let first = !stopped
        stopped = true
        stopping = true
        lock.unlock()
        guard first else { return }
        if let writer { sqlite3_wal_autocheckpoint(writer.handle, automaticPages) }
        wake.signal()
        ended.wait()
        reader = nil
        writer = nil
    }

    deinit {
        stop()
    }
}
