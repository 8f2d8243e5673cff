import Dispatch
import Foundation
import Synchronization

/// A flag raised once, from any thread, and read from any other: Ctrl-C (SIGINT) for a command
/// that must roll back the file or change in progress, keep what is finished and say so,
/// instead of dying mid-way.
///
/// A class because it is a concurrency primitive shared by reference between the signal
/// handler, the importing thread and its workers; `@unchecked Sendable` because the signal
/// source it may own is set once in `init` and never changed (the flag itself is atomic).
public final class InterruptFlag: @unchecked Sendable {
    private let raised = Atomic<Bool>(false)
    private var source: DispatchSourceSignal?

    /// A flag that only `raise()` raises.
    public init() {}

    /// A flag that SIGINT raises from now on, instead of ending the process (the default
    /// action stays until this is called).
    public static func catchingInterrupts() -> InterruptFlag {
        let flag = InterruptFlag()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue.global())
        // Also the process-wide request every database connection watches (`Interruption`).
        source.setEventHandler { [weak flag] in
            flag?.raise()
            Interruption.raise()
        }
        source.resume()
        flag.source = source
        return flag
    }

    /// Raises the flag; it stays raised.
    public func raise() {
        raised.store(true, ordering: .relaxed)
    }

    /// True once the flag was raised.
    public var isRaised: Bool { raised.load(ordering: .relaxed) }

    deinit {
        source?.cancel()
    }
}
