import Synchronization

/// The process-wide request to stop, raised by the executable on Ctrl-C (SIGINT).
///
/// Every `Database` connection watches it: a running statement then fails with
/// `SQLITE_INTERRUPT`, a wait for a busy logbook ends at once, and `inTransaction` rolls
/// back instead of committing, so that whatever command was writing leaves the logbook
/// exactly as it was before that transaction.
public enum Interruption {
    private static let raised = Atomic<Bool>(false)

    /// Records the request to stop.
    public static func raise() { raised.store(true, ordering: .relaxed) }

    /// True once `raise()` was called.
    public static var isRaised: Bool { raised.load(ordering: .relaxed) }
}
