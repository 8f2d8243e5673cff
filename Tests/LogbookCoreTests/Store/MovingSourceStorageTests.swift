import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// `runs.gps_moving_s` and `runs.moving_source` (migration 0017): stored, read back,
/// carried by quarantine and bounded by the schema.
final class MovingSourceStorageTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A 2400 s run whose file states 2390 s of timer.
    private func timedRun() -> ParsedActivity {
        var activity = CleanupFixtures.tailRun()
        activity.format = "fit"
        activity.summary = ActivitySummary(distance: 7600, elapsed: 2400, moving: 2390)
        return activity
    }

    private func row(_ database: Database, _ table: String, id: Int64) throws -> [SQLiteValue] {
        try XCTUnwrap(
            database.rows("SELECT moving_s, gps_moving_s, moving_source FROM \(table) WHERE id = ?", [.integer(id)]).first)
    }

    func testTheTimerTheSpeedsFigureAndTheSourceAreStoredReadBackAndQuarantined() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(timedRun(), in: database)
        let stored = try row(database, "runs", id: id)
        XCTAssertEqual(stored[0], .real(2390))
        XCTAssertEqual(try XCTUnwrap(stored[1].doubleValue), 2400, accuracy: 5)
        XCTAssertEqual(stored[2], .text("device"))
        let run = try XCTUnwrap(RunQueries(database: database).run(id: id))
        XCTAssertEqual(run.moving, 2390)
        XCTAssertEqual(run.gpsMoving, stored[1].doubleValue)
        XCTAssertEqual(run.movingSource, .device)
        let tables = QuarantineTables(database: database)
        try database.inTransaction { try tables.moveIn(runID: id, rules: "too_slow", detail: "test", duplicateOf: nil, at: 1_740_000_000) }
        XCTAssertEqual(try row(database, "quarantined_runs", id: id), stored)
        try database.inTransaction { try tables.moveOut(runID: id) }
        XCTAssertEqual(try row(database, "runs", id: id), stored)
    }

    func testTheSchemaRefusesAnUnknownSourceAndImpossibleTimes() throws {
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.insertRaw(
            database, id: 7, start: 1_712_000_000, distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        for (column, value) in [
            ("moving_source", SQLiteValue.text("watch")), ("gps_moving_s", .real(-1)), ("gps_moving_s", .real(2e8)),
        ] {
            XCTAssertThrowsError(try database.execute("UPDATE runs SET \(column) = ? WHERE id = 7", [value]), column)
        }
        XCTAssertNoThrow(try database.execute("UPDATE runs SET gps_moving_s = 0, moving_source = 'gps' WHERE id = 7"))
        XCTAssertNoThrow(try database.execute("UPDATE runs SET gps_moving_s = 1e8, moving_source = 'device' WHERE id = 7"))
    }
}
