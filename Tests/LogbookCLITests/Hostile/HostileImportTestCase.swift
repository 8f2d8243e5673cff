import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// The common frame of the hostile-input suites: a logbook holding one good run, a file
/// made by the test, one `logbook import` of it (the test build of the binary),
/// and checks on exit code, message, processor time and what the database holds afterwards.
///
/// Every case must take less than `timeLimit` seconds of processor time: a bound on
/// pathological blow-ups (entity expansion, quadratic parsing), not a benchmark. It is
/// processor time, not wall-clock time, so a busy machine cannot make it fail; and it is
/// 8-25 times what such an import takes with the unoptimised test build (0.08-0.24 s).
class HostileImportTestCase: XCTestCase {
    /// The most processor seconds one import of one hostile file may take.
    static let timeLimit = 2.0

    /// The scratch folder of the test.
    var folder: ScratchFolder!
    /// The database, holding the baseline run before each case.
    var db: String { folder.path("logbook.sqlite") }
    /// The database as it was before the hostile file.
    var baseline: DatabaseSnapshot!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let good = try TrackFiles.write(TrackFiles.gpx(start: "2024-01-01T06:00:00Z", duration: 600), to: "baseline.gpx", in: folder)
        let (result, _) = try LogbookProcess.run(["import", "--db", db, good], executable: CLIRunner.binary)
        XCTAssertEqual(result.status, 0, result.stderr)
        baseline = try DatabaseSnapshot(path: db)
        XCTAssertEqual(baseline.counts["runs"], 1)
    }

    override func tearDown() { folder.remove() }

    /// Starts again from a fresh logbook holding only the baseline run: for a table of
    /// cases in one test, each of which `assertImported` expects to add the second run.
    func startAgain() throws {
        folder.remove()
        try setUpWithError()
    }

    /// Writes `bytes` as `name` in the scratch folder and returns its path.
    func write(_ bytes: Data, as name: String) throws -> String {
        let path = folder.path(name)
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Imports the file (zone UTC), failing when it takes `timeLimit`
    /// processor seconds or more.
    func importTimed(_ path: String, file: StaticString, line: UInt) throws -> CLIResult {
        let (result, seconds) = try LogbookProcess.run(
            ["import", "--tz", "UTC", "--db", db, path], executable: CLIRunner.binary, timeout: 30, file: file, line: line)
        XCTAssertLessThan(seconds, Self.timeLimit, "importing \(path) took \(seconds) s of processor time", file: file, line: line)
        return result
    }

    /// Asserts that `bytes`, saved as `name`, are rejected with exit 1 and exactly
    /// `Error: <path>:<line>: <reason>` (or `<path>: <reason>` for whole-file problems),
    /// and that the database is unchanged and sound.
    func assertRejected(
        _ bytes: Data, as name: String, line: Int?, reason: String, file: StaticString = #filePath, callLine: UInt = #line
    ) throws {
        let path = try write(bytes, as: name)
        let result = try importTimed(path, file: file, line: callLine)
        try assertRejection(result, of: path, line: line, reason: reason, file: file, callLine: callLine)
    }

    /// Asserts that `result`, an import of `path`, is a rejection with exit 1 and exactly
    /// `Error: <path>:<line>: <reason>`, and that the database is unchanged and sound.
    func assertRejection(
        _ result: CLIResult, of path: String, line: Int?, reason: String, file: StaticString = #filePath, callLine: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: callLine)
        let location = line.map { "\(path):\($0)" } ?? path
        XCTAssertEqual(result.stderr, "Error: \(location): \(reason)\n", file: file, line: callLine)
        let after = try DatabaseSnapshot(path: db)
        XCTAssertEqual(after.integrity, "ok", file: file, line: callLine)
        XCTAssertEqual(after.counts, baseline.counts, file: file, line: callLine)
        XCTAssertTrue(after.rows == baseline.rows, "the database's rows changed", file: file, line: callLine)
    }

    /// What was stored for the run a hostile file added.
    struct StoredRun {
        /// `runs.name`.
        var name: String?
        /// `runs.source` (`gpx`, `tcx`, `csv`, `fit`).
        var source: String
        /// `runs.distance_m`.
        var distance: Double?
        /// `runs.elapsed_s`.
        var elapsed: Double?
        /// `runs.moving_s`.
        var moving: Double?
        /// `runs.pace_status`.
        var paceStatus: String
        /// `runs.start_utc`.
        var startUTC: Int64
        /// How many samples the run has.
        var samples: Int64
        /// How many splits the run has.
        var splits: Int64
    }

    /// Asserts that `bytes`, saved as `name`, are imported as one new run with exit 0 and
    /// exactly `warnings` on stderr, the database sound; returns what was stored.
    @discardableResult
    func assertImported(
        _ bytes: Data, as name: String, warnings: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> StoredRun {
        let path = try write(bytes, as: name)
        let result = try importTimed(path, file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, warnings.map { "warning: \(path): \($0)\n" }.joined(), file: file, line: line)
        let after = try DatabaseSnapshot(path: db)
        XCTAssertEqual(after.integrity, "ok", file: file, line: line)
        XCTAssertEqual(after.counts["runs"], 2, file: file, line: line)
        XCTAssertEqual(after.counts["import_files"], 2, file: file, line: line)
        let database = try Database(path: db, mode: .readOnly)
        let row = try XCTUnwrap(
            try SampleRows.rows(
                database,
                """
                SELECT name, source, distance_m, elapsed_s, moving_s, pace_status, start_utc,
                       (SELECT count(*) FROM samples WHERE run_id = runs.id), (SELECT count(*) FROM splits WHERE run_id = runs.id)
                FROM runs WHERE id = 2
                """
            ).first, file: file, line: line)
        return StoredRun(
            name: row[0].stringValue, source: row[1].stringValue ?? "", distance: row[2].doubleValue, elapsed: row[3].doubleValue,
            moving: row[4].doubleValue, paceStatus: row[5].stringValue ?? "", startUTC: row[6].int64Value ?? 0,
            samples: row[7].int64Value ?? -1, splits: row[8].int64Value ?? -1)
    }
}
