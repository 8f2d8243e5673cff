import XCTest

@testable import LogbookCore

/// A file's build runs on a worker below the storing thread's priority, so that the thread
/// every file waits for is not made to take turns with the builds.
final class BackgroundTaskTests: XCTestCase {
    func testAWorkerRunsFiveNiceStepsBelowTheThreadThatStartedItsPool() throws {
        let caller = BackgroundTask<Int32>.currentThreadNice()
        // The result is asked for only once a worker has begun the work: asked for earlier,
        // the work would run on this thread instead, at this thread's value.
        let begun = DispatchSemaphore(value: 0)
        let task = BackgroundTask<Int32>({ _ in
            begun.signal()
            return BackgroundTask<Int32>.currentThreadNice()
        }, workers: ImportWorkers(threaded: true))
        XCTAssertEqual(begun.wait(timeout: .now() + 30), .success, "a worker began the work")
        XCTAssertEqual(try task.result(), min(19, caller + 5))
    }

    func testTheWorkerNiceValueStaysWithinTheRangeThereIs() {
        XCTAssertEqual(BackgroundTask<Int>.workerNice(startedBy: 0), 5)
        XCTAssertEqual(BackgroundTask<Int>.workerNice(startedBy: -20), -15)
        XCTAssertEqual(BackgroundTask<Int>.workerNice(startedBy: 16), 19)
        XCTAssertEqual(BackgroundTask<Int>.workerNice(startedBy: 19), 19)
    }

    func testAWorkersValueAndErrorReachTheWaitingThread() {
        struct Refusal: Error, Equatable {}
        XCTAssertEqual(try BackgroundTask<Int> { _ in 42 }.result(), 42)
        XCTAssertThrowsError(try BackgroundTask<Int> { _ in throw Refusal() }.result()) { XCTAssertEqual($0 as? Refusal, Refusal()) }
    }

    func testWithoutWorkersTheWorkRunsWhenItsResultIsAskedForOnThatThread() throws {
        let none = ImportWorkers(threaded: false)
        let ran = NSLock()
        nonisolated(unsafe) var runs = 0
        let caller = pthread_self()
        let began = DispatchSemaphore(value: 0)
        let task = BackgroundTask<Bool>({ _ in
            began.signal()
            ran.lock()
            runs += 1
            ran.unlock()
            return pthread_equal(pthread_self(), caller) != 0
        }, workers: none)
        XCTAssertEqual(began.wait(timeout: .now() + 0.02), .timedOut, "the work began before its result was asked for")
        ran.lock()
        XCTAssertEqual(runs, 0, "nothing runs before the result is asked for")
        ran.unlock()
        XCTAssertEqual(try task.result(), true, "it runs on the asking thread")
        XCTAssertEqual(try task.result(), true)
        XCTAssertEqual(runs, 1, "once")
        // Cancelled before it was asked for: it never runs.
        let dropped = BackgroundTask<Int>({ _ in
            ran.lock()
            runs += 1
            ran.unlock()
            return 1
        }, workers: none)
        dropped.cancel()
        XCTAssertThrowsError(try dropped.result()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(runs, 1)
    }

    func testTheProcessorsAllowedAreReadFromTheAffinityMask() {
        XCTAssertEqual(ImportWorkers.processors(inStatus: "Name:\tlogbook\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n"), 2)
        XCTAssertEqual(ImportWorkers.processors(inStatus: "Cpus_allowed:\t1\n"), 1, "taskset -c 0")
        XCTAssertEqual(ImportWorkers.processors(inStatus: "Cpus_allowed:\tff,00000001\n"), 9)
        XCTAssertNil(ImportWorkers.processors(inStatus: "Name:\tlogbook\n"))
        XCTAssertNil(ImportWorkers.processors(inStatus: "Cpus_allowed:\t0\n"))
        XCTAssertGreaterThanOrEqual(ImportWorkers.usableProcessors(), 1)
    }
}
