import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// Migration 0004: `runs` only holds starts and import times in [1900, 2100); rows outside
/// that window are moved to quarantine with their splits and samples, nothing is lost.
final class BoundedTimesMigrationTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func databaseAtVersion3() throws -> Database {
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: 3)
        let seed = try SeedFixture.sql(for: "0003_quarantine")
        try database.executeScript(seed)
        return database
    }

    private func insertRun(_ database: Database, id: Int64, start: Int64, importedAt: Int64) throws {
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                              pace_s_per_km, pace_status, source, imported_at)
            VALUES (?, ?, 0, 'running', 'Clock gone wrong', 5000, 1500, 1500, 300, 'ok', 'fit', ?)
            """, [.integer(id), .integer(start), .integer(importedAt)])
        try database.execute(
            """
            INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status)
            VALUES (?, 1, 1000, 300, 300, 300, 'ok')
            """, [.integer(id)])
        // As rows before 0026, as chunks since (`SampleRows` writes them through the store).
        let sql = "INSERT INTO samples (run_id, seq, offset_ms, hr) VALUES (?, 0, 0, 140), (?, 1, 1000, 141)"
        if try database.userTableNames().contains("samples") {
            try database.execute(sql, [.integer(id), .integer(id)])
        } else {
            try SampleRows.edit(database, sql, [.integer(id), .integer(id)])
        }
    }

    func testRunsOutsideTheWindowMoveToQuarantineWithTheirSplitsAndSamples() throws {
        let database = try databaseAtVersion3()
        try insertRun(database, id: 10, start: 4_102_444_800, importedAt: 1_735_700_000)  // 2100-01-01: out
        try insertRun(database, id: 11, start: -2_208_988_801, importedAt: 5_000_000_000)  // both out
        try insertRun(database, id: 12, start: 1_735_700_000, importedAt: -9_000_000_000)  // import time out
        try insertRun(database, id: 13, start: -2_208_988_800, importedAt: 4_102_444_799)  // both on the edge: kept
        try Migrator().migrate(database)

        XCTAssertEqual(
            try database.rows("SELECT id FROM runs ORDER BY id").compactMap { $0.first?.int64Value }, [1, 4, 13])
        let moved = try database.rows(
            "SELECT id, start_utc, rule, detail, name FROM quarantined_runs WHERE id >= 10 ORDER BY id")
        XCTAssertEqual(moved.map { $0[0].int64Value }, [10, 11, 12])
        XCTAssertEqual(moved.map { $0[1].int64Value }, [4_102_444_800, -2_208_988_801, 1_735_700_000])
        XCTAssertEqual(moved.map { $0[2].stringValue }, ["non_finite", "non_finite", "non_finite"])
        XCTAssertEqual(
            moved.map { $0[3].stringValue },
            [
                "start_utc is outside 1900-2100 (4102444800)",
                "start_utc is outside 1900-2100 (-2208988801); imported_at is outside 1900-2100 (5000000000)",
                "imported_at is outside 1900-2100 (-9000000000)",
            ])
        XCTAssertEqual(moved.map { $0[4].stringValue }, ["Clock gone wrong", "Clock gone wrong", "Clock gone wrong"])
        XCTAssertEqual(
            try database.scalar("SELECT count(*) FROM quarantined_splits WHERE run_id >= 10").int64Value, 3)
        XCTAssertEqual(
            try SampleRows.scalar(database, "SELECT count(*) FROM quarantined_samples WHERE run_id >= 10").int64Value, 6)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits WHERE run_id >= 10").int64Value, 1)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id >= 10").int64Value, 2)
        // The seeded quarantine is untouched.
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_runs WHERE id < 10").int64Value, 2)
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
        XCTAssertEqual(try database.scalar("PRAGMA integrity_check").stringValue, "ok")
    }

    func testTheRebuiltRunsRefuseTimesOutsideTheWindow() throws {
        let database = try databaseAtVersion3()
        try Migrator().migrate(database)
        for (start, importedAt) in [(4_102_444_800, 1_735_700_000), (-2_208_988_801, 1_735_700_000),
                                    (1_735_700_000, 4_102_444_800), (1_735_700_000, -2_208_988_801)] as [(Int64, Int64)] {
            XCTAssertThrowsError(try insertRun(database, id: 20, start: start, importedAt: importedAt)) { error in
                XCTAssertTrue("\(error)".contains("CHECK constraint failed"), "\(error)")
            }
        }
        try insertRun(database, id: 21, start: -2_208_988_800, importedAt: 4_102_444_799)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE id = 21").int64Value, 1)
        // Rebuilt with its cascades: deleting a run still deletes its splits and samples.
        try database.execute("DELETE FROM runs WHERE id = 4")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits WHERE run_id = 4").int64Value, 0)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM sample_chunks WHERE run_id = 4").int64Value, 0)
        XCTAssertEqual(
            try database.rows("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'runs' ORDER BY name")
                .compactMap { $0.first?.stringValue },
            ["runs_by_file", "runs_by_start"])
    }
}
