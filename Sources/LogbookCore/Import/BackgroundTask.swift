import Foundation

/// Work on one file (its hash, its build) running on a worker thread, which the importing
/// thread waits for (`result()`) or stops (`cancel()`, which also waits, so that no work on
/// the file outlives its import).
///
/// A class with a lock rather than a value type: it is the hand-off point between two
/// threads, hence `@unchecked Sendable` (every mutable field is guarded by `lock`, and
/// `outcome` is written once before `finished` is signalled).
final class BackgroundTask<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var cancelled = false, collected = false
    private var outcome: Result<Value, Error>?

    /// Starts `work` on a worker thread; it should stop (throwing `CancellationError`)
    /// once `shouldContinue` returns false.
    init(_ work: @escaping @Sendable (_ shouldContinue: () -> Bool) throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { try work({ !self.isCancelled }) }
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

    /// Waits for the work and returns its value, or rethrows its error.
    func result() throws -> Value {
        try collect().get()
    }

    /// Asks the work to stop and waits for it (a no-op once collected).
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        _ = collect()
    }

    private func collect() -> Result<Value, Error> {
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
