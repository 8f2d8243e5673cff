import Glibc
import Synchronization

/// A flag raised once, from any thread, and read from any other: Ctrl-C (SIGINT) for a command
/// that must roll back the file or change in progress, keep what is finished and say so,
/// instead of dying mid-way.
///
/// A class because it is a concurrency primitive shared by reference between the signal
/// handler, the importing thread and its workers.
public final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    /// The flag SIGINT raises once `catchingInterrupts()` installed the handler.
    private static let caught = InterruptFlag()

    /// A flag that only `raise()` raises.
    public init() {}

    /// The flag that SIGINT raises from now on, instead of ending the process (the default
    /// action stays until this is called).
    ///
    /// The handler runs on the thread the signal interrupts and only stores two atomics
    /// (async-signal-safe), so no helper thread is started: a dispatch signal source would
    /// start one for every command, and waking it and waiting for it at exit costs a short
    /// command a large part of its time.
    public static func catchingInterrupts() -> InterruptFlag {
        // Both flags exist before the handler can run, so it never initialises a global.
        let flag = caught
        _ = Interruption.isRaised
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            InterruptFlag.caught.raise()
            Interruption.raise()
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        return flag
    }

    /// The flag SIGTERM raises once `catchingTerminations()` installed its handler.
    private static let terminationCaught = InterruptFlag()

    /// The flag that SIGTERM raises from now on, instead of ending the process: for a command
    /// that finishes the file in hand, then stops (`logbook watch`). Ctrl-C is left as it is.
    public static func catchingTerminations() -> InterruptFlag {
        let flag = terminationCaught
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in InterruptFlag.terminationCaught.raise() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGTERM, &action, nil)
        return flag
    }

    /// Raises the flag; it stays raised.
    public func raise() {
        raised.store(true, ordering: .relaxed)
    }

    /// True once the flag was raised.
    public var isRaised: Bool { raised.load(ordering: .relaxed) }
}
