import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// A file's build runs on a worker below the storing thread's priority, so that the thread
/// every file waits for is not made to take turns with the builds.
final class BackgroundTaskTests: XCTestCase {
    func testAWorkerRunsFiveNiceStepsBelowTheThreadThatStartedIt() throws {
        let caller = BackgroundTask<Int32>.currentThreadNice()
        let task = BackgroundTask<Int32> { _ in BackgroundTask<Int32>.currentThreadNice() }
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
}
