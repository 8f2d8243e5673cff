import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that marks runs recovered from damaged files adds `recovered_at_byte`,
/// NULL (read whole) for every run stored before it, changing no stored value.
final class RecoveredRunsMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "recovered_runs" })
    }

    func testUpgradeLeavesEveryRunReadWholeAndChangesNoValue() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        let number = try migration().number
        try Migrator().migrate(database, upTo: number - 1)
        let insert = "INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, pace_status, source, imported_at) VALUES "
        try database.execute(insert + "(1, 1714636800, 7200, 'running', 5012.5, 'no_distance', 'fit', 0)")
        try database.execute(insert + "(2, 1714640400, 0, 'cycling', 16000, 'no_distance', 'gpx', 0)")
        let before = try database.rows("SELECT * FROM runs ORDER BY id")
        try Migrator().migrate(database)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE recovered_at_byte IS NULL").int64Value, 2)
        XCTAssertEqual(
            try database.rows("SELECT id, start_utc, utc_offset_s, sport, distance_m FROM runs ORDER BY id").map {
                "\($0[0].int64Value ?? 0):\($0[1].int64Value ?? 0):\($0[2].int64Value ?? 0):\($0[3].stringValue ?? ""):\($0[4].doubleValue ?? 0)"
            },
            ["1:1714636800:7200:running:5012.5", "2:1714640400:0:cycling:16000.0"])
        XCTAssertEqual(before.count, 2)
        XCTAssertNil(try RunQueries(database: database).liveRun(id: 1).recoveredAtByte)
    }

    func testTheColumnHoldsAByteAndRefusesANegativeOne() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (1, 1714636800, 0, 'running', 'no_distance', 'fit', 0)")
        XCTAssertThrowsError(try database.execute("UPDATE runs SET recovered_at_byte = -1 WHERE id = 1"))
        try database.execute("UPDATE runs SET recovered_at_byte = 7451 WHERE id = 1")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 1).recoveredAtByte, 7451)
    }
}
