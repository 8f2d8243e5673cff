import XCTest

@testable import LogbookCore

/// The wait for a busy logbook and what is said when it ends.
final class BusyLogbookTests: XCTestCase {
    func testTheWaitForABusyLogbookLastsAMinuteAndEndsAtCtrlC() {
        XCTAssertEqual(Database.busyTimeoutMilliseconds, 60_000)
        XCTAssertTrue(Database.waitsAgain(after: 0, interrupted: false))
        XCTAssertTrue(Database.waitsAgain(after: 5_999, interrupted: false))
        XCTAssertFalse(Database.waitsAgain(after: 6_000, interrupted: false))
        XCTAssertFalse(Database.waitsAgain(after: 0, interrupted: true))
        XCTAssertFalse(Database.waitsAgain(after: .max, interrupted: false))
    }

    func testABusyOrReadOnlyLogbookIsExplainedInARunnersWords() {
        let busy = SQLiteError(code: .busy, message: "database is locked", sql: "BEGIN IMMEDIATE")
        XCTAssertEqual(
            busy.runnerDescription(databasePath: "/data/logbook.sqlite"),
            "the logbook /data/logbook.sqlite is busy: another logbook command has been writing to it for 60 s "
                + "(an import, clean or trim still running, or stopped with Ctrl-Z); try again once it has finished")
        let readOnly = SQLiteError(code: .readOnly, message: "attempt to write a readonly database")
        XCTAssertEqual(
            readOnly.runnerDescription(databasePath: "/data/logbook.sqlite"),
            "cannot write to the logbook /data/logbook.sqlite: the file, its folder or its -wal or -shm file is read-only "
                + "(attempt to write a readonly database)")
        let other = SQLiteError(code: .constraint, message: "CHECK constraint failed")
        XCTAssertEqual(other.runnerDescription(databasePath: "x"), other.description)
    }
}
