import Dispatch
import Foundation
import Synchronization

/// Catches Ctrl-C (SIGINT) so that an import can roll back the file in progress,
/// keep the finished ones and print its summary, instead of dying mid-way.
enum InterruptFlag {
    private static let raised = Atomic<Bool>(false)
    nonisolated(unsafe) private static var source: DispatchSourceSignal?

    /// Starts catching SIGINT; until then the default action (terminate) applies.
    static func install() {
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue.global())
        signalSource.setEventHandler { raised.store(true, ordering: .relaxed) }
        signalSource.resume()
        source = signalSource
    }

    /// True once SIGINT has arrived.
    static var isRaised: Bool { raised.load(ordering: .relaxed) }
}
