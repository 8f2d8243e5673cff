import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// `rebuild` and `trim` read a run's samples from the logbook row by row and keep what they
/// build in spools: no run is ever held whole, whatever its length (a 1 GB 20 Hz GPX's 4.76 M
/// samples took 1.99 GB when they were read into arrays).
final class RebuildMemoryTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A logbook holding one run of 40,001 samples (11 hours at 1 Hz and 2.8 m/s).
    private func longRun() throws -> (Database, Int64) {
        let database = try CleanupFixtures.database(in: folder)
        let points = GeneratedRuns.points(legs: [(40_000, 2.8)], wobble: 0.3)
        let id = try XCTUnwrap(try EffortTracks.importData(GeneratedRuns.gpx(points), name: "long.gpx", into: database).first)
        return (database, id)
    }

    private func sampleCount(_ id: Int64, in database: Database) throws -> Int64? {
        try SampleRows.rows(database, "SELECT count(*) FROM samples WHERE run_id = ?", [.integer(id)]).first?.first?.int64Value
    }

    /// The rebuild of the run holds at most the spool's 32,768 built samples in memory (the
    /// rest wait in its temporary file), and computes the same run as the import.
    func testARebuildHoldsABoundedNumberOfSamples() throws {
        let (database, id) = try longRun()
        XCTAssertEqual(try sampleCount(id, in: database), 40_001)
        let (change, built) = try RunRebuilder(database: database).plan(runID: id)
        let samples = try XCTUnwrap(built).sampleList
        XCTAssertEqual(samples.count, 40_001)
        XCTAssertTrue(samples.spool.hasSpilled)
        XCTAssertLessThanOrEqual(samples.spool.heldCount, SpoolSettings.defaultMemoryLimit)
        XCTAssertFalse(change.changesSomething, "\(change)")
        XCTAssertFalse(try RunRebuilder(database: database).rebuild(runID: id).changesSomething)
    }

    /// A trim of the run after 10 hours builds its 36,001 kept samples into a spool too, and
    /// stores exactly those.
    func testATrimHoldsABoundedNumberOfSamples() throws {
        let (database, id) = try longRun()
        let run = try RunQueries(database: database).liveRun(id: id)
        let built = try TrimRebuilder.rebuild(
            run: run, track: .stored(runID: id, in: database), cut: 36_000, thresholds: .standard)
        XCTAssertEqual(built.sampleList.count, 36_001)
        XCTAssertTrue(built.sampleList.spool.hasSpilled)
        XCTAssertLessThanOrEqual(built.sampleList.spool.heldCount, SpoolSettings.defaultMemoryLimit)
        XCTAssertEqual(try XCTUnwrap(built.run.elapsed), 36_000, accuracy: 0.001)
        _ = try RunTrimmer(database: database).trim(runID: id, at: .sinceStart(36_000), now: 1_800_000_000)
        XCTAssertEqual(try sampleCount(id, in: database), 36_001)
    }
}
