import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// `clean`'s search reads a few pages per run, however long the runs are, and reads them
/// in one transaction: its cost follows the number of runs, not of samples.
final class CleanupSearchCostTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Ten 4-hour runs (one point every 5 s) that stand still for their last 400 s.
    private func longRuns() throws -> String {
        let writer = try CleanupFixtures.database(in: folder)
        for day in 0..<10 {
            try CleanupFixtures.store(
                CleanupFixtures.northRun(start: 1_717_198_200 + Int64(day) * 86_400, legs: [(200_000, 1, 150), (400, 0, 150)]), in: writer)
        }
        return writer.path
    }

    func testTheTailSearchReadsAFewPagesPerRunWhateverTheirLength() throws {
        let path = try longRuns()
        let reader = try Database(path: path, mode: .readOnly)
        let pages = try XCTUnwrap(reader.scalar("PRAGMA page_count").int64Value)
        let before = reader.pagesRead
        let findings = try CleanupSearch(database: reader).findings(options: CleanupOptions())
        let read = reader.pagesRead - before
        let tails = findings.filter { $0.rule == .recordingTail }
        XCTAssertEqual(tails.map(\.run.id), Array(1...10))
        XCTAssertEqual(tails.compactMap(\.tail?.removedSeconds), Array(repeating: 400, count: 10))
        XCTAssertEqual(tails.compactMap(\.tail?.reason), Array(repeating: .noMovement, count: 10))
        // 400,800 samples fill hundreds of pages (512 to a chunk, a chunk to a page); the search
        // reads the first and last chunks of each run, the b-tree above them once, and the
        // runs and schema.
        XCTAssertGreaterThan(pages, 300)
        XCTAssertLessThanOrEqual(read, 3 * 10 + 30, "read \(read) of \(pages) pages")
    }

    func testTheSearchFindsTheSameAsReadingEverySampleAndMarksWhichRunsHaveSamples() throws {
        let writer = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.store(CleanupFixtures.tailRun(start: 1_717_198_200), in: writer)
        // A summary row (no samples) 50 km in 25 minutes: too fast for a run.
        try CleanupFixtures.insertRaw(
            writer, id: 2, start: 1_717_198_200 + 5 * 86_400, distance: 50_000, elapsed: 1500, moving: 1500, pace: 30, status: "ok")
        let reader = try Database(path: writer.path, mode: .readOnly)
        let runs = try RunQueries(database: reader).storedTotals()
        XCTAssertEqual(runs.map(\.richness.hasSamples), [true, false])
        let findings = try CleanupSearch(database: reader).findings(options: CleanupOptions())
        XCTAssertEqual(findings.filter { $0.rule == .recordingTail }.map(\.run.id), [1])
        XCTAssertEqual(findings.first { $0.rule == .recordingTail }?.tail?.removedSeconds, 450)
        XCTAssertEqual(Set(findings.map(\.run.id)), [1, 2])
        for finding in findings { XCTAssertEqual(finding.run.richness.hasSamples, finding.run.id == 1, "\(finding.rule)") }
        XCTAssertTrue(reader.isAutocommit, "the read transaction is over")
    }

    func testAReadTransactionOpensOnceAndEndsOnAnError() throws {
        let database = try CleanupFixtures.database(in: folder)
        let inside = try database.inReadTransaction { database.isAutocommit }
        XCTAssertFalse(inside)
        XCTAssertTrue(database.isAutocommit)
        // Inside a write transaction it joins it instead of beginning another.
        let joined = try database.inTransaction { try database.inReadTransaction { database.isAutocommit } }
        XCTAssertFalse(joined)
        XCTAssertThrowsError(try database.inReadTransaction { try database.execute("SELECT * FROM no_such_table") })
        XCTAssertTrue(database.isAutocommit, "rolled back")
    }

    /// `findings(options:digests:known:)` over `path` on a connection of its own; the pages it read.
    private func search(_ path: String, known: [Int64: TailVerdict]) throws -> (findings: [CleanupFinding], verdicts: [Int64: TailVerdict], pages: Int) {
        // The digests on a connection of their own: they read the first and last chunks too.
        let digests = try RunRowBytes(database: try Database(path: path, mode: .readOnly)).digestsOfEveryRun()
        let reader = try Database(path: path, mode: .readOnly)
        let before = reader.pagesRead
        let (findings, verdicts) = try CleanupSearch(database: reader).findings(options: CleanupOptions(), digests: digests, known: known)
        return (findings, verdicts, reader.pagesRead - before)
    }

    func testAKnownVerdictOfUnchangedRowsIsTakenAndOnlyTheOthersSamplesAreRead() throws {
        let path = try longRuns()
        let plain = try CleanupSearch(database: try Database(path: path, mode: .readOnly)).findings(options: CleanupOptions())
        let first = try search(path, known: [:])
        XCTAssertEqual(first.findings, plain, "the same findings as the search that keeps nothing")
        XCTAssertEqual(first.verdicts.keys.sorted(), Array(1...10))
        XCTAssertEqual(first.verdicts.values.compactMap(\.cut?.removedSeconds), Array(repeating: 400, count: 10))
        XCTAssertEqual(first.verdicts[1]?.digest.count, 64)

        // Every verdict known for these rows: the same findings, and no run's samples read.
        let again = try search(path, known: first.verdicts)
        XCTAssertEqual(again.findings, plain)
        XCTAssertEqual(again.verdicts, first.verdicts)
        XCTAssertLessThan(again.pages, first.pages, "\(again.pages) pages with every verdict known, \(first.pages) with none")

        // A verdict of other rows is found again from the samples; one of these rows is believed as it is.
        var known = first.verdicts
        known[3]?.digest = String(repeating: "0", count: 64)
        known[3]?.cut = nil
        known[5]?.cut = nil
        let mixed = try search(path, known: known)
        XCTAssertEqual(mixed.verdicts[3], first.verdicts[3])
        XCTAssertNil(mixed.verdicts[5]?.cut)
        XCTAssertEqual(mixed.findings.filter { $0.rule == .recordingTail }.map(\.run.id), [1, 2, 3, 4, 6, 7, 8, 9, 10])
    }
}
