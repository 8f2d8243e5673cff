import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that keeps what the rules decided adds `rulings`, and its follow-up step
/// gives every run stored before it, live, quarantined or kept as a trim original, the
/// rulings its stored values and sources show (`StoredRulings`), changing no other value.
final class RunRulingMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "run_rulings" })
    }

    func testUpgradeGivesEveryStoredRunTheRulingsItsSourcesShow() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        let insert = """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                              source, imported_at, device_distance_m, device_timer_s, gps_distance_m, gps_moving_s,
                              distance_source, moving_source, sport_source) VALUES
            """
        // 1: the watch's total and timer; 2: the track over a total 2.5 times it; 3: a GPX
        // (no total, no timer) whose sport was inferred at 3 m/s; 4: stored before 0007 (no
        // sources); 5: a treadmill's timer, without positions; 6: the track as preferred beside
        // a plausible total.
        try database.execute(insert + "(1, 1764486000, 0, 'running', 10020, 3000, 2950, 294.4, 'ok', 'fit', 0, 10020, 2950, 10210, 2930, 'device', 'device', 'file')")
        try database.execute(insert + "(2, 1764572400, 0, 'running', 4000, 1300, 1290, 322.5, 'ok', 'tcx', 0, 10000, NULL, 4000, 1290, 'gps', 'gps', 'file')")
        try database.execute(insert + "(3, 1764658800, 0, 'running', 3600, 1200, 1200, 333.3, 'ok', 'gpx', 0, NULL, NULL, 3600, 1200, 'gps', 'gps', 'inferred')")
        try database.execute(insert + "(4, 1764745200, 0, 'running', 5000, 1600, 1560, 312, 'ok', 'csv', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL)")
        try database.execute(insert + "(5, 1764831600, 0, 'running', 8000, 2405, 2400, 300, 'ok', 'fit', 0, 8000, 2400, NULL, 2300, 'device', 'device', 'file')")
        try database.execute(insert + "(6, 1764918000, 0, 'running', 4000, 1300, 1290, 322.5, 'ok', 'tcx', 0, 4200, 1290, 4000, 1280, 'gps', 'gps', 'file')")
        try database.execute(
            """
            INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_status, source,
                                          imported_at, quarantined_at, rule, detail, gps_distance_m, distance_source, moving_source,
                                          sport_source)
            VALUES (7, 1765090800, 0, 'running', 600000, 500000, 500000, 'ok', 'gpx', 0, 0, 'impossible', 'x', 600000, 'gps', 'gps', 'file')
            """)
        let before = try database.rows("SELECT id, distance_m, moving_s, distance_source, moving_source, sport FROM runs ORDER BY id")
        try Migrator().migrate(database)
        XCTAssertEqual(
            try database.rows("SELECT id, rulings FROM runs ORDER BY id").map { "\($0[0].int64Value ?? 0):\($0[1].stringValue ?? "-")" },
            [
                "1:d=device_total;m=timer;s=file", "2:d=device_implausible;m=no_timer;s=file",
                "3:d=no_device_total;m=no_timer;s=running_speed", "4:-", "5:d=device_total;m=timer;s=file",
                "6:d=track_preferred;m=points_preferred;s=file",
            ])
        XCTAssertEqual(try database.scalar("SELECT rulings FROM quarantined_runs WHERE id = 7").stringValue, "d=no_device_total;m=no_timer;s=file")
        XCTAssertEqual(try database.rows("SELECT id, distance_m, moving_s, distance_source, moving_source, sport FROM runs ORDER BY id"), before)
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 2).rulings, RunRulings(distance: .deviceImplausible, moving: .noTimer, sport: .file))
    }

    func testTheColumnRefusesAnEmptyRuling() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (1, 1714636800, 0, 'running', 'no_distance', 'fit', 0)")
        XCTAssertThrowsError(try database.execute("UPDATE runs SET rulings = '' WHERE id = 1"))
        try database.execute("UPDATE runs SET rulings = 'd=neither;x=unknown' WHERE id = 1")
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 1).rulings, RunRulings(distance: .neither))
    }
}
