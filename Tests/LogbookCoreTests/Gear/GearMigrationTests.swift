import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// The upgrade that makes stored free-text gear into gear rows: one row per pair (names
/// compared without case and extra spaces), and every run keeps its gear as that row.
final class GearMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "gear" })
    }

    /// A logbook at the version before gear, holding runs with gear spelt several ways.
    private func upgradedLogbook(_ folder: ScratchFolder) throws -> Database {
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        let insert = "INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at, gear) VALUES "
        try database.execute(insert + "(1, 1700000000, 3600, 'running', 10012.3, 3000, 300, 'ok', 'csv', 0, 'Pegasus 40')")
        try database.execute(insert + "(2, 1700100000, 3600, 'running', 5000, 1500, 300, 'ok', 'csv', 0, ' pegasus   40 ')")
        try database.execute(insert + "(3, 1700200000, 3600, 'cycling', 40000, 4800, 300, 'ok', 'csv', 0, 'Tarmac')")
        try database.execute(insert + "(4, 1700300000, 3600, 'running', 8000, 2400, 300, 'ok', 'csv', 0, NULL)")
        try database.execute(insert + "(5, 1700400000, 3600, 'running', 3000, 900, 300, 'ok', 'csv', 0, '   ')")
        try database.execute(insert + "(6, 1690000000, 0, 'running', 21097.5, 6300, 300, 'ok', 'csv', 0, 'Trail Shoe\tX')")
        try database.execute(
            """
            INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at, gear, quarantined_at, rule, detail)
            VALUES (7, 1700500000, 0, 'running', 'ok', 'csv', 0, 'PEGASUS 40', 0, 'duplicate', 'x')
            """)
        try database.execute(
            """
            INSERT INTO trim_originals (run_id, start_utc, utc_offset_s, sport, pace_status, source, imported_at, gear, trimmed_at, cut_offset_ms)
            VALUES (2, 1700100000, 3600, 'running', 'ok', 'csv', 0, 'pegasus 40', 0, 1000)
            """)
        try Migrator().migrate(database)
        return database
    }

    func testTwoSpellingsOfOnePairBecomeOneRowNamedAsTheEarliestRunSpellsIt() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try upgradedLogbook(folder)
        XCTAssertEqual(
            try database.rows("SELECT name, name_key, kind FROM gear ORDER BY id").map { $0.map { $0.stringValue ?? "NULL" } },
            [["Trail Shoe X", "trail shoe x", "shoes"], ["Pegasus 40", "pegasus 40", "shoes"], ["Tarmac", "tarmac", "bike"]])
    }

    func testEveryRunKeepsItsGearAsTheRowOfTheSameName() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try upgradedLogbook(folder)
        let rows = try database.rows(
            "SELECT r.id, r.gear, g.name, r.gear_by, r.distance_m FROM runs AS r LEFT JOIN gear AS g ON g.id = r.gear_id ORDER BY r.id")
        XCTAssertEqual(rows.map { $0.prefix(4).map { $0.stringValue ?? ($0.int64Value.map(String.init) ?? "NULL") } }, [
            ["1", "Pegasus 40", "Pegasus 40", "run"], ["2", "Pegasus 40", "Pegasus 40", "run"],
            ["3", "Tarmac", "Tarmac", "run"], ["4", "NULL", "NULL", "NULL"], ["5", "NULL", "NULL", "NULL"],
            ["6", "Trail Shoe X", "Trail Shoe X", "run"],
        ])
        XCTAssertEqual(rows.map { $0[4].doubleValue ?? 0 }, [10012.3, 5000, 40000, 8000, 3000, 21097.5])
        let pegasus = try database.scalar("SELECT id FROM gear WHERE name = 'Pegasus 40'")
        XCTAssertEqual(try database.scalar("SELECT gear_id FROM quarantined_runs WHERE id = 7"), pegasus)
        XCTAssertEqual(try database.scalar("SELECT gear FROM quarantined_runs WHERE id = 7"), .text("Pegasus 40"))
        XCTAssertEqual(try database.scalar("SELECT gear_id FROM trim_originals WHERE run_id = 2"), pegasus)
        // The mileage of the pair is that of its two live runs (the quarantined one is not live).
        let usage = try GearBook(database: database).usage()
        let row = try XCTUnwrap(usage.first { $0.gear.name == "Pegasus 40" })
        XCTAssertEqual(row.runs, 2)
        XCTAssertEqual(row.distance, 15012.3, accuracy: 0.001)
        XCTAssertEqual(row.moving, 4500)
        XCTAssertEqual(row.firstUsed?.description, "2023-11-14")
        XCTAssertEqual(row.lastUsed?.description, "2023-11-16")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 2).gearAssignment, .run)
        XCTAssertTrue(try ForeignKeyViolations.find(in: database).isEmpty)
    }
}
