import Foundation

/// `Importer.build` of one file running on a worker thread, which the importing thread
/// waits for (`result()`) or stops (`cancel()`, which also waits, so that no work on
/// the file outlives its import).
final class PendingBuild: @unchecked Sendable {
    typealias Built = (format: FileFormat, runs: [BuiltRun], warnings: [String])

    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    /// Written under `lock`; `outcome` is written once before `finished` is signalled.
    private var cancelled = false, collected = false
    private var outcome: Result<Built, Error>?

    /// Starts building `input` with `importer`.
    init(importer: Importer, input: ImportInput) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { try importer.build(input, shouldContinue: { !self.isCancelled }) }
            lock.lock()
            outcome = result
            lock.unlock()
            finished.signal()
        }
    }

    private var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Waits for the build and returns it, or rethrows its error.
    func result() throws -> Built {
        try collect().get()
    }

    /// Asks the build to stop at its next chunk and waits for it (no-op once collected).
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        _ = collect()
    }

    private func collect() -> Result<Built, Error> {
        lock.lock()
        let waitNeeded = !collected
        collected = true
        lock.unlock()
        if waitNeeded { finished.wait() }
        lock.lock()
        defer { lock.unlock() }
        return outcome ?? .failure(CancellationError())
    }
}
