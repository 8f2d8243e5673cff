import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookStore

/// The temporary folder of `migrate --check` is named with its cause when it cannot be
/// used, and a missing one is never created.
final class CheckFolderErrorTests: XCTestCase {
    func testCausesFromTheSystemsErrors() {
        XCTAssertEqual(CheckFolderError.cause(errno: ENOENT), .missing)
        XCTAssertEqual(CheckFolderError.cause(errno: ENOTDIR), .notAFolder)
        XCTAssertEqual(CheckFolderError.cause(errno: ENOSPC), .full)
        XCTAssertEqual(CheckFolderError.cause(errno: EDQUOT), .full)
        XCTAssertEqual(CheckFolderError.cause(errno: EACCES), .other("Permission denied"))
        XCTAssertEqual(
            "\(CheckFolderError(folder: "/tmp/x", cause: .full, databasePath: "logbook.sqlite"))",
            "the temporary folder /tmp/x is full: 'logbook migrate --check' copies the logbook there "
                + "(set TMPDIR to a writable folder with free space); logbook.sqlite was not changed")
    }

    func testAMissingFolderOrAFileIsRefusedAndNothingIsCreated() throws {
        let base = try ScratchFolder()
        defer { base.remove() }
        let missing = base.url.appendingPathComponent("missing/deeper")
        XCTAssertThrowsError(try CheckCopyFolder.make(in: missing)) { error in
            XCTAssertEqual(error as? CheckFolderError, CheckFolderError(folder: missing.path, cause: .missing))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: base.path("missing")))
        let file = base.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        XCTAssertThrowsError(try CheckCopyFolder.make(in: file)) { error in
            XCTAssertEqual(error as? CheckFolderError, CheckFolderError(folder: file.path, cause: .notAFolder))
        }
    }

    func testAMigrationFailingForWantOfRoomMeansTheDiskIsFull() {
        XCTAssertTrue(MigrationRehearsal.meansDiskFull(
            MigrationError.migrationFailed(label: "0002_x", statement: nil, message: "database or disk is full")))
        XCTAssertFalse(MigrationRehearsal.meansDiskFull(
            MigrationError.migrationFailed(label: "0002_x", statement: nil, message: "no such table: runs")))
    }
}
