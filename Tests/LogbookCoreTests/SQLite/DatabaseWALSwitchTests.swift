import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// Switching a new file to WAL needs an exclusive lock: `configure()` waits for other
/// connections rather than failing. (Between processes SQLite may even answer SQLITE_BUSY
/// at once, without the busy handler; `ConcurrencyTests` races processes for that.)
final class DatabaseWALSwitchTests: XCTestCase {
    func testConfigureWaitsForAReaderInsteadOfFailingAtOnce() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("race.sqlite")
        nonisolated(unsafe) let reader = try Database(path: path)
        try reader.execute("CREATE TABLE t (x)")
        try reader.execute("BEGIN")
        _ = try reader.rows("SELECT * FROM t")  // holds a shared lock on the rollback-journal file
        let released = expectation(description: "reader done")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? reader.execute("COMMIT")
            released.fulfill()
        }
        let writer = try Database(path: path)
        let started = Date()
        XCTAssertNoThrow(try writer.configure())
        XCTAssertGreaterThan(Date().timeIntervalSince(started), 0.2, "configure() must have waited for the reader")
        XCTAssertEqual(try writer.scalar("PRAGMA journal_mode").stringValue, "wal")
        wait(for: [released], timeout: 5)
    }

}
