import Foundation

/// Work on one file (its hash, its build) running on a worker thread, which the importing
/// thread waits for (`result()`) or stops (`cancel()`, which also waits, so that no work on
/// the file outlives its import). Work no worker has begun when its result is asked for runs
/// on the asking thread instead; with one processor (`ImportWorkers`) all of it does.
///
/// The worker runs `niceSteps` below the thread that started it. The storing thread is
/// the one every file waits for; with the workers as urgent as it (libdispatch even ran
/// `userInitiated` work at nice -2, above it), three busy threads took turns on two cores
/// and the storing thread got about two thirds of one. Lower, the workers fill the time it
/// leaves, and the scheduler gives it a core of its own.
///
/// A class with a lock rather than a value type: it is the hand-off point between two
/// threads, hence `@unchecked Sendable` (every mutable field is guarded by `lock`, and
/// `outcome` is written once before `finished` is signalled).
final class BackgroundTask<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var cancelled = false, collected = false
    private var outcome: Result<Value, Error>?

    /// Starts `work` on one of `workers`' threads (or keeps it for `result()` when they run
    /// none); it should stop (throwing `CancellationError`) once `shouldContinue` returns false.
    init(_ work: @escaping @Sendable (_ shouldContinue: () -> Bool) throws -> Value, workers: ImportWorkers = .shared) {
        pending = work
        guard workers.threaded else { return }
        workers.submit(nice: Self.workerNice(startedBy: Self.currentThreadNice())) { [self] in
            guard let work = claim() else { return }
            let result = Result { try work({ !self.isCancelled }) }
            lock.lock()
            outcome = result
            lock.unlock()
            finished.signal()
        }
    }

    /// The work until a thread claims it (`claim()`): the worker it was given to, or the
    /// thread asking for its result when that comes first.
    private var pending: (@Sendable (_ shouldContinue: () -> Bool) throws -> Value)?

    /// Takes the work to run it, when no thread has yet.
    private func claim() -> (@Sendable (_ shouldContinue: () -> Bool) throws -> Value)? {
        lock.lock()
        defer { lock.unlock() }
        let work = pending
        pending = nil
        return work
    }

    /// How many `nice` steps below the starting thread a worker runs.
    static var niceSteps: Int32 { 5 }

    /// The `nice` value of a worker started by a thread at `callerNice`: `niceSteps` lower
    /// in priority, at most 19 (the lowest there is).
    static func workerNice(startedBy callerNice: Int32) -> Int32 {
        min(19, max(-20, callerNice) + niceSteps)
    }

    private static var niceTarget: __priority_which_t { __priority_which_t(PRIO_PROCESS.rawValue) }

    /// The calling thread's `nice` value (on Linux it is each thread's own), 0 when it
    /// cannot be read.
    static func currentThreadNice() -> Int32 {
        errno = 0
        let nice = getpriority(niceTarget, 0)
        return errno == 0 ? nice : 0
    }

    /// Sets the calling thread's `nice` value; a refusal (raising it needs privileges)
    /// leaves it as it was, which only changes how the cores are shared.
    static func setCurrentThreadNice(_ nice: Int32) {
        _ = setpriority(niceTarget, 0, nice)
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

    /// The work's outcome, once: run here when no worker has begun it (a queued job is then
    /// skipped when its thread comes to it, and with no worker threads this is where every
    /// job runs), waited for when one has. The waiting thread is the one that stores every
    /// file: on two cores, libdispatch sometimes started the second of two queued files only
    /// after the first, leaving a core idle while the storing thread waited.
    private func collect() -> Result<Value, Error> {
        lock.lock()
        let waitNeeded = !collected
        collected = true
        lock.unlock()
        if waitNeeded, let work = claim() {
            // Not begun: the work runs now, here (or never, once cancelled).
            let result: Result<Value, Error> = isCancelled ? .failure(CancellationError()) : Result { try work({ !self.isCancelled }) }
            lock.lock()
            outcome = result
            lock.unlock()
            return result
        }
        if waitNeeded { finished.wait() }
        lock.lock()
        defer { lock.unlock() }
        return outcome ?? .failure(CancellationError())
    }
}
