import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSupport

/// The database file replaced under an import (renamed away, another logbook moved over
/// its path, deleted): the import stops with exit 1 and says so, what it had stored is saved
/// in a copy beside the path, and the file that now has the path keeps exactly its own runs,
/// never the import's `-wal` applied to it.
final class ReplacedDatabaseTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Waits until the child has printed `count` lines (or has ended).
    private func waitForLines(_ child: LogbookProcess, _ count: Int, timeout: TimeInterval = 120) {
        child.waitUntil(timeout: timeout) { child.stdoutSoFar.split(separator: "\n").count >= count }
    }

    /// A logbook of its own at `path`: two 10-minute runs.
    private func otherLogbook(_ path: String) throws {
        for (index, day) in ["2023-03-01", "2023-03-02"].enumerated() {
            let run = try TrackFiles.write(TrackFiles.gpx(start: "\(day)T06:00:00Z", duration: 600), to: "other\(index).gpx", in: folder)
            XCTAssertEqual(try CLIRunner.run(["import", "--db", path, run]).status, 0)
        }
    }

    /// Imports 30 hour-long runs and calls `replace` once three are reported; returns the result.
    private func importWhile(_ replace: () throws -> Void) throws -> CLIResult {
        let files = try HourLongRuns.write(0..<30, into: folder.url.appendingPathComponent("runs"))
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0)
        let child = try LogbookProcess(["import", "--db", db] + files)
        waitForLines(child, 3)
        XCTAssertTrue(child.process.isRunning, "the import ended before its file could be replaced")
        try replace()
        return try child.wait(timeout: 120)
    }

    private func runCount(_ path: String) throws -> Int64? {
        try DatabaseSnapshot.scalar("SELECT count(*) FROM runs", path: path).int64Value
    }

    /// Checks the message and the copy it names: sound, holding at least the three runs
    /// reported before the file was replaced, each with all its samples, and no `-wal` of
    /// the import left at the path. Returns the copy's run count.
    @discardableResult
    private func assertSaved(_ result: CLIResult, file: StaticString = #filePath, line: UInt = #line) throws -> Int64 {
        XCTAssertEqual(result.status, 1, result.stdout, file: file, line: line)
        let marker = "is saved as "
        let range = try XCTUnwrap(result.stderr.range(of: marker), result.stderr, file: file, line: line)
        let copy = String(result.stderr[range.upperBound...].prefix { $0 != ";" })
        XCTAssertTrue(copy.hasPrefix(db + ".replaced-"), copy, file: file, line: line)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: copy), "ok", file: file, line: line)
        let kept = try XCTUnwrap(try runCount(copy), file: file, line: line)
        XCTAssertGreaterThanOrEqual(kept, 3, file: file, line: line)
        XCTAssertEqual(
            try SampleRows.scalar("SELECT count(*) FROM samples", path: copy).int64Value, kept * Int64(HourLongRuns.pointsPerRun),
            file: file, line: line)
        XCTAssertEqual(FileIdentity.of(db + "-wal")?.size ?? 0, 0, "the import's -wal stayed at the path", file: file, line: line)
        return kept
    }

    func testALogbookMovedOverThePathKeepsItsOwnRunsAndTheImportsAreSaved() throws {
        let other = folder.path("other.sqlite")
        try otherLogbook(other)
        let result = try importWhile { XCTAssertEqual(rename(other, db), 0) }
        try assertSaved(result)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: db), "ok")
        XCTAssertEqual(try runCount(db), 2, "the import's -wal was applied to the logbook moved over its path")
    }

    func testARenamedLogbookHasTheImportsWorkSavedBesideItsOldPath() throws {
        let moved = folder.path("moved.sqlite")
        let result = try importWhile { XCTAssertEqual(rename(db, moved), 0) }
        try assertSaved(result)
        XCTAssertEqual(try DatabaseSnapshot.integrity(path: moved), "ok")
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "a new logbook was made at the old path")
    }

    func testADeletedLogbookIsSavedBesideItsPathAndLeavesNoWAL() throws {
        let result = try importWhile { XCTAssertEqual(unlink(db), 0) }
        try assertSaved(result)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "a logbook reappeared at the deleted path")
    }
}
