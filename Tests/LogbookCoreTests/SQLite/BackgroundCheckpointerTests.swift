import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// The write-ahead log is copied into the file by a thread of its own once it is long
/// enough, without the writer waiting, and the writer gets its own checkpoint back after.
final class BackgroundCheckpointerTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A WAL database with a table of 4 KB rows (one page each) and an automatic checkpoint of 777 pages.
    private func writer() throws -> Database {
        let database = try Database(path: folder.path("log.sqlite"))
        try database.configure()
        try database.execute("CREATE TABLE pages (id INTEGER PRIMARY KEY, body BLOB)")
        try database.execute("PRAGMA wal_autocheckpoint = 777")
        return database
    }

    /// Inserts `count` rows of 4 KB each, in transactions of ten.
    private func insert(_ count: Int, into database: Database) throws {
        for start in stride(from: 0, to: count, by: 10) {
            try database.inTransaction {
                for _ in start..<min(count, start + 10) {
                    try database.execute("INSERT INTO pages (body) VALUES (zeroblob(4000))")
                }
            }
        }
    }

    /// The rows the database file itself holds, its log left unread (0 while even the table
    /// is in the log only).
    private func rowsInTheFileAlone() throws -> Int64? {
        let file = try Database(path: folder.path("log.sqlite"), mode: .immutable)
        guard try file.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'pages'").int64Value == 1 else { return 0 }
        return try file.scalar("SELECT count(*) FROM pages").int64Value
    }

    func testTheLogIsCopiedIntoTheFileOnceItPassesTheThresholdAndTheWriterGetsItsCheckpointBack() throws {
        let database = try writer()
        let checkpointer = try XCTUnwrap(BackgroundCheckpointer(for: database, pages: 50))
        try insert(400, into: database)
        // The thread copies in the background: wait for its first checkpoint (a minute at most).
        XCTAssertTrue(checkpointer.waitForCheckpoint(seconds: 60), "no checkpoint within a minute")
        checkpointer.stop()
        XCTAssertGreaterThan(checkpointer.checkpoints.ran, 0)
        XCTAssertEqual(checkpointer.checkpoints.failed, 0)
        XCTAssertGreaterThan(try rowsInTheFileAlone() ?? 0, 0, "copied into the file while the writer went on")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM pages").int64Value, 400)
        XCTAssertEqual(try database.scalar("PRAGMA wal_autocheckpoint").int64Value, 777, "the writer's own threshold is back")
        checkpointer.stop()
    }

    func testBelowTheThresholdNothingIsCopiedAndAfterStopTheThreadIsGone() throws {
        let database = try writer()
        let checkpointer = try XCTUnwrap(BackgroundCheckpointer(for: database, pages: 100_000))
        try insert(100, into: database)
        XCTAssertFalse(checkpointer.waitForCheckpoint(seconds: 0.05), "a checkpoint below the threshold")
        XCTAssertEqual(checkpointer.checkpoints.ran, 0)
        XCTAssertEqual(try rowsInTheFileAlone(), 0, "the rows are in the log only")
        checkpointer.stop()
        // Stopped: commits past any threshold wake nobody; the automatic checkpoint copies.
        try insert(1_000, into: database)
        XCTAssertEqual(checkpointer.checkpoints.ran, 0)
        XCTAssertEqual(try rowsInTheFileAlone() ?? 0 > 0, true, "SQLite's own checkpoint ran at 777 pages")
    }

    func testOnceStoppedTheWriterIsTheLastConnectionAndItsCloseRemovesTheLog() throws {
        var database: Database? = try writer()
        let checkpointer = try XCTUnwrap(BackgroundCheckpointer(for: try XCTUnwrap(database), pages: 50))
        try insert(200, into: try XCTUnwrap(database))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("log.sqlite-wal")))
        checkpointer.stop()
        database = nil
        // Whoever still holds the checkpointer, its connection is closed: the writer's close
        // was the last one, which copies the log and removes both files beside the logbook.
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("log.sqlite-wal")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("log.sqlite-shm")))
        XCTAssertEqual(try rowsInTheFileAlone(), 200)
        withExtendedLifetime(checkpointer) {}
    }

    func testAWriterWithoutAFileHasNoCheckpointer() throws {
        let memory = try Database(path: ":memory:")
        XCTAssertNil(BackgroundCheckpointer(for: memory, pages: 10).map { $0.stop() })
    }
}
