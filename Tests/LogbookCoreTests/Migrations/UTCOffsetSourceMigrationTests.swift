import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that records where each run's UTC offset came from backfills `file` for
/// runs whose file stated it and `system` for the others, changing no stored value.
final class UTCOffsetSourceMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "utc_offset_source" })
    }

    func testUpgradeBackfillsTheSourceAndKeepsEveryOffset() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        let number = try migration().number
        try Migrator().migrate(database, upTo: number - 1)
        let insert = "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at, utc_offset_stated) VALUES "
        try database.execute(insert + "(1, 1714636800, 7200, 'running', 'no_distance', 'fit', 0, 1)")
        try database.execute(insert + "(2, 1714636800, -18000, 'running', 'no_distance', 'gpx', 0, 0)")
        try database.execute(insert + "(3, 1714636800, 3600, 'running', 'no_distance', 'csv', 0, NULL)")
        let offsetsBefore = try database.rows("SELECT id, utc_offset_s, start_utc FROM runs ORDER BY id")
        try Migrator().migrate(database)
        XCTAssertEqual(
            try database.rows("SELECT id, utc_offset_source, time_zone FROM runs ORDER BY id").map {
                "\($0[0].int64Value ?? 0):\($0[1].stringValue ?? "NULL"):\($0[2].stringValue ?? "NULL")"
            },
            ["1:file:NULL", "2:system:NULL", "3:system:NULL"])
        XCTAssertEqual(try database.rows("SELECT id, utc_offset_s, start_utc FROM runs ORDER BY id"), offsetsBefore)
        let runs = try RunQueries(database: database)
        XCTAssertEqual(try runs.liveRun(id: 1).offsetSource, .file)
        XCTAssertEqual(try runs.liveRun(id: 2).offsetSource, .system)
    }

    func testTheNewColumnsRefuseValuesOutsideTheirLists() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (1, 1714636800, 0, 'running', 'no_distance', 'gpx', 0)")
        XCTAssertThrowsError(try database.execute("UPDATE runs SET utc_offset_source = 'gps' WHERE id = 1"))
        XCTAssertThrowsError(try database.execute("UPDATE runs SET time_zone = '' WHERE id = 1"))
        try database.execute("UPDATE runs SET utc_offset_source = 'position', time_zone = 'Europe/Paris' WHERE id = 1")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 1).timeZone, "Europe/Paris")
    }

    func testTheUpgradeSaysToRebuild() throws {
        let report = UpgradeReport(fromVersion: 1, applied: [try migration()], backupPath: "x")
        XCTAssertEqual(
            report.advice,
            ["Run 'logbook rebuild' to date runs whose files state no UTC offset in the time zone of where they were run."])
        XCTAssertEqual(UpgradeReport(fromVersion: 1, applied: [], backupPath: nil).advice, [])
    }
}
