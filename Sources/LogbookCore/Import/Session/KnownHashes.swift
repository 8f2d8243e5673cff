import Synchronization
import LogbookSQLite
import LogbookStore

/// The content hashes of the files a logbook held when an import session began, so that a
/// worker thread can tell a known file from a new one right after hashing it, without the
/// storing thread's connection, and never parse it.
///
/// A snapshot: a file stored later (by this session or another process) is not in it. Such
/// a file is parsed, and then recognised by the lookup inside its write transaction, which
/// is what decides. Its memory is one hex digest per file of the logbook (about 100 bytes
/// each: 1 MB for 10,000 files).
///
/// A class because it is shared by reference between the session and its workers; the
/// mutex guards the set.
public final class KnownHashes: Sendable {
    private let hashes: Mutex<Set<String>>

    /// The hashes of every completely imported file of `database`; none when it cannot be
    /// read (a damaged logbook: each file's transaction then meets the failure and reports it).
    public init(of database: Database) {
        let rows = (try? RunStore(database: database).completeFileHashes()) ?? []
        hashes = Mutex(Set(rows))
    }

    /// A snapshot holding exactly `hashes`.
    public init(_ hashes: Set<String>) {
        self.hashes = Mutex(hashes)
    }

    /// True when a completely imported file had this content hash when the session began.
    public func contains(_ hash: String) -> Bool {
        hashes.withLock { $0.contains(hash) }
    }
}
