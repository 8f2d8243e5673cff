import Dispatch
import Foundation
import LogbookCore

/// Catches Ctrl-C (SIGINT) so that a writing command rolls back the transaction in
/// progress (an import: the file in progress, keeping the finished ones and printing its
/// summary) and exits with 130, instead of dying mid-way. It raises `Interruption`, which
/// every database connection watches.
enum InterruptFlag {
    nonisolated(unsafe) private static var source: DispatchSourceSignal?

    /// Starts catching SIGINT (once; later calls do nothing); until then the default
    /// action (terminate) applies.
    static func install() {
        guard source == nil else { return }
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: DispatchQueue.global())
        signalSource.setEventHandler { Interruption.raise() }
        signalSource.resume()
        source = signalSource
    }

    /// True once SIGINT has arrived.
    static var isRaised: Bool { Interruption.isRaised }
}
