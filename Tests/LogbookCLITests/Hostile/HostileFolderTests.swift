import Foundation
import LogbookTestSupport
import XCTest

/// Folders given to `logbook import` that hold more than export files: named pipes,
/// links back to a parent, dangling links. The walk takes each regular file once and
/// always ends.
final class HostileFolderTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testANamedPipeInAFolderIsSkippedInsteadOfBlockingForEver() throws {
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "exports/run.gpx", in: folder)
        XCTAssertEqual(mkfifo(folder.path("exports/pipe.gpx"), 0o600), 0)
        let (result, cpuSeconds) = try LogbookProcess.run(["import", "--db", db, folder.path("exports")], timeout: 20)
        XCTAssertLessThan(cpuSeconds, 10, "processor seconds")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "Created a new logbook at \(db)\n")
        XCTAssertTrue(result.stdout.hasPrefix("\(run): 1 run imported, 0 duplicates, 0 rejected\n"), result.stdout)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 1)
    }

    func testALinkBackToAParentFolderIsWalkedOnce() throws {
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "exports/a/run.gpx", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path("exports/a/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("exports/a/gone.gpx"), withDestinationPath: "nowhere.gpx")
        let (result, _) = try LogbookProcess.run(["import", "--db", db, folder.path("exports")], timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Before: the file again through up/a/, up/a/up/a/, ... 40 levels deep, 41 files in all.
        XCTAssertEqual(result.stdout, "\(run): 1 run imported, 0 duplicates, 0 rejected\nImported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n")
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM import_files", path: db).int64Value, 1)
    }

    func testANamedPipeGivenByNameIsRead() throws {
        // `logbook import <(...)` hands over a pipe: given by name, it is read to its end.
        let pipe = folder.path("given.gpx")
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let child = try LogbookProcess(["import", "--db", db, pipe])
        let writer = try XCTUnwrap(FileHandle(forWritingAtPath: pipe))  // blocks until logbook opens it
        writer.write(Data(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600).utf8))
        try writer.close()
        let result = try child.wait(timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: db).int64Value, 1)
    }

    func testALogbookInsideTheImportedFolderSkipsItselfItsCompanionsAndBackups() throws {
        let exports = folder.url.appendingPathComponent("exports")
        let run = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "exports/run.gpx", in: folder)
        let inside = exports.appendingPathComponent("logbook.sqlite").path
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", inside]).status, 0)
        // A backup as an upgrade names it, and a -journal, beside the open database and its -wal and -shm.
        for name in ["logbook.sqlite.backup-v1-20240101T000000Z", "logbook.sqlite-journal"] {
            try FileManager.default.copyItem(atPath: inside, toPath: exports.appendingPathComponent(name).path)
        }
        let child = try LogbookProcess(["import", "--db", inside, exports.path])
        let result = try child.wait(timeout: 20)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "\(run): 1 run imported, 0 duplicates, 0 rejected\nImported 1 run from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 0 rejected.\n")
        // Another logbook in the folder is not this one's: it is judged like any file, one
        // that holds no activity (skipped, as in an archive).
        let other = exports.appendingPathComponent("other.sqlite").path
        try FileManager.default.copyItem(atPath: inside, toPath: other)
        let again = try CLIRunner.run(["import", "--db", inside, exports.path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stderr, "")
        XCTAssertTrue(
            again.stdout.contains("\(other): skipped: not an activity: not a GPX, TCX, CSV, FIT or Apple Health file\n"), again.stdout)
    }
}
