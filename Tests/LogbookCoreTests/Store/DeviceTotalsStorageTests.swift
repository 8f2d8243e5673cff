import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// What a file states (device distance, timer and elapsed time), the GPS distance and how
/// distance and sport were decided are stored with the run, read back, and carried by
/// quarantine, restore, trim and undo like every other run column.
final class DeviceTotalsStorageTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The north run of 1950 s at 3 m/s (5850 m by GPS) then a 450 s tail, with the
    /// watch's own totals stated: 7600 m, 2390 s of timer time, 2400 s elapsed.
    private func statedRun() -> ParsedActivity {
        var activity = CleanupFixtures.tailRun()
        activity.format = "fit"
        activity.rawSport = "generic"
        activity.summary = ActivitySummary(distance: 7600, elapsed: 2400, moving: 2390)
        return activity
    }

    private func row(_ database: Database, _ table: String, key: String = "id", id: Int64) throws -> [SQLiteValue] {
        try XCTUnwrap(
            database.rows(
                """
                SELECT device_distance_m, device_timer_s, device_elapsed_s, gps_distance_m, distance_source, sport_source
                FROM \(table) WHERE \(key) = ?
                """, [.integer(id)]
            ).first)
    }

    func testTheStatedTotalsAndBothSourcesAreStoredAndReadBack() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(statedRun(), in: database)
        let stored = try row(database, "runs", id: id)
        XCTAssertEqual(Array(stored[0..<3]), [.real(7600), .real(2390), .real(2400)])
        // 1950 s at 3 m/s then 1700 m in 450 s, due north: 7550 m by GPS (to the centimetre).
        XCTAssertEqual(try XCTUnwrap(stored[3].doubleValue), 7550, accuracy: 0.01)
        XCTAssertEqual(Array(stored[4...]), [.text("device"), .text("inferred")])

        let run = try XCTUnwrap(RunQueries(database: database).run(id: id))
        XCTAssertEqual(run.device, DeviceTotals(distance: 7600, timer: 2390, elapsed: 2400))
        XCTAssertEqual(try XCTUnwrap(run.gpsDistance), 7550, accuracy: 0.01)
        XCTAssertEqual(run.distance, 7600)
        XCTAssertEqual(run.distanceSource, .device)
        XCTAssertEqual(run.sportSource, .inferred)
        XCTAssertEqual(run.sport, "running")
    }

    func testARunWithoutStatedTotalsStoresNullAndTheGPSSource() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.northRun(start: 1_714_636_800, legs: [(1200, 3, 150)]), in: database)
        let stored = try row(database, "runs", id: id)
        XCTAssertEqual(Array(stored[0..<3]), [.null, .null, .null])
        XCTAssertEqual(try XCTUnwrap(stored[3].doubleValue), 3600, accuracy: 0.01)
        XCTAssertEqual(Array(stored[4...]), [.text("gps"), .text("file")])
    }

    func testARowStoredBeforeTheColumnsExistedReadsAsUnknown() throws {
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.insertRaw(
            database, id: 7, start: 1_712_000_000, distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        let run = try XCTUnwrap(RunQueries(database: database).run(id: 7))
        XCTAssertEqual(run.device, DeviceTotals())
        XCTAssertNil(run.gpsDistance)
        XCTAssertNil(run.distanceSource)
        XCTAssertNil(run.sportSource)
    }

    func testTheSchemaRefusesUnknownSourcesAndImpossibleTotals() throws {
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.insertRaw(
            database, id: 7, start: 1_712_000_000, distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        for (column, value) in [
            ("distance_source", SQLiteValue.text("watch")), ("sport_source", .text("guessed")),
            ("device_distance_m", .real(-1)), ("device_distance_m", .real(.infinity)), ("device_timer_s", .real(2e8)),
            ("device_elapsed_s", .real(-0.5)), ("gps_distance_m", .real(1.5e8)),
        ] {
            XCTAssertThrowsError(try database.execute("UPDATE runs SET \(column) = ? WHERE id = 7", [value]), column)
        }
        XCTAssertNoThrow(
            try database.execute(
                "UPDATE runs SET device_distance_m = 1e8, device_timer_s = 0, distance_source = 'gps', sport_source = 'file' WHERE id = 7"))
    }

    func testQuarantineAndRestoreCarryTheColumns() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(statedRun(), in: database)
        let before = try row(database, "runs", id: id)
        let run = try XCTUnwrap(RunQueries(database: database).run(id: id))
        let tables = QuarantineTables(database: database)
        try database.inTransaction { try tables.moveIn(runID: id, rules: "too_slow", detail: "test", duplicateOf: nil, at: 1_740_000_000) }
        XCTAssertEqual(try row(database, "quarantined_runs", id: id), before)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        try database.inTransaction { try tables.moveOut(runID: id) }
        XCTAssertEqual(try row(database, "runs", id: id), before)
        XCTAssertEqual(try RunQueries(database: database).run(id: id), run)
    }

    func testATrimKeepsTheStatedTotalsRecomputesTheGPSDistanceAndUndoRestoresThem() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(statedRun(), in: database)
        let before = try row(database, "runs", id: id)
        let trimmer = RunTrimmer(database: database)
        let outcome = try trimmer.trim(runID: id, at: nil, now: 1_740_000_000)
        XCTAssertEqual(outcome.cut, 1950)
        XCTAssertEqual(try row(database, "trim_originals", key: "run_id", id: id), before)
        let trimmed = try row(database, "runs", id: id)
        // What the file stated stays as stated; the kept samples give 5850 m by GPS.
        XCTAssertEqual(Array(trimmed[0..<3]), [.real(7600), .real(2390), .real(2400)])
        XCTAssertEqual(try XCTUnwrap(trimmed[3].doubleValue), 5850, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(outcome.after.distance), 5850, accuracy: 0.01)
        XCTAssertEqual(Array(trimmed[4...]), [.text("gps"), .text("inferred")])
        _ = try trimmer.undo(runID: id)
        XCTAssertEqual(try row(database, "runs", id: id), before)
    }
}
