import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite

/// A run whose samples were all deleted (by hand, or with a damaged page): `rebuild` says
/// it has nothing to rebuild from instead of calling it up to date, and `import --refresh`
/// of its file restores them instead of calling it unchanged.
final class LostSamplesTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let gpx = GeneratedRuns.gpx(GeneratedRuns.points(legs: [(1_800, 3.0)], wobble: 0.2))

    private func count(_ table: String, _ id: Int64, in database: Database) throws -> Int64? {
        try SampleRows.rows(database, "SELECT count(*) FROM \(table) WHERE run_id = ?", [.integer(id)]).first?.first?.int64Value
    }

    /// A logbook holding the run, its 1,801 samples deleted.
    private func damaged() throws -> (Database, Int64) {
        let database = try CleanupFixtures.database(in: folder)
        let id = try XCTUnwrap(try EffortTracks.importData(gpx, name: "run.gpx", into: database).first)
        XCTAssertEqual(try count("samples", id, in: database), 1_801)
        try SampleRows.edit(database, "DELETE FROM samples WHERE run_id = ?", [.integer(id)])
        return (database, id)
    }

    func testRebuildSaysARunHasNoSamplesToRebuildFrom() throws {
        let (database, id) = try damaged()
        let change = try RunRebuilder(database: database).rebuild(runID: id)
        XCTAssertTrue(change.lostSamples)
        XCTAssertFalse(change.changesSomething)
        // A summary row (no splits, no GPS distance) never had samples: nothing lost.
        try database.execute("DELETE FROM splits WHERE run_id = ?", [.integer(id)])
        try database.execute("UPDATE runs SET gps_distance_m = NULL WHERE id = ?", [.integer(id)])
        XCTAssertFalse(try RunRebuilder(database: database).plan(runID: id).change.lostSamples)
    }

    func testRefreshRestoresTheSamplesFromTheFile() throws {
        let (database, id) = try damaged()
        let options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)
        let outcome = try FileRefresher(options: options).refresh(ImportInput(data: gpx, displayName: "run.gpx"), in: database)
        XCTAssertEqual(outcome.status, .refreshed)
        XCTAssertEqual(outcome.changes.map(\.restoresSamples), [true])
        XCTAssertEqual(outcome.changes.map(\.changesSomething), [true])
        XCTAssertEqual(try count("samples", id, in: database), 1_801)
        XCTAssertFalse(try RunRebuilder(database: database).plan(runID: id).change.lostSamples)
        // Refreshed again, nothing is missing any more.
        let again = try FileRefresher(options: options).refresh(ImportInput(data: gpx, displayName: "run.gpx"), in: database)
        XCTAssertEqual(again.changes.map(\.changesSomething), [false])
    }
}
