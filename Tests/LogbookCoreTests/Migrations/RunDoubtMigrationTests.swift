import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that judges whether runs can be true adds `doubt` and `believed`, and its
/// follow-up step judges every run stored before it, live, quarantined or kept as a trim
/// original, by the one judge (`RunBelief`), changing no other value.
final class RunDoubtMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "run_doubt" })
    }

    func testUpgradeJudgesEveryStoredRunAndChangesNoOtherValue() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        let insert = """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                              avg_hr, source, imported_at) VALUES
            """
        // A true 10 km; 15 km at 2:00 /km; a 1-second run; 10 km with a heart rate of 250; moving
        // longer than elapsed; the same 15 km at 2:00 /km as a ride (believable).
        try database.execute(insert + "(1, 1764486000, 0, 'running', 10000, 3000, 3000, 300, 'ok', 150, 'gpx', 0)")
        try database.execute(insert + "(2, 1764658800, 0, 'running', 15000, 1800, 1800, 120, 'ok', 150, 'gpx', 0)")
        try database.execute(insert + "(3, 1764745200, 0, 'running', 3, 1, 1, NULL, 'too_short', NULL, 'gpx', 0)")
        try database.execute(insert + "(4, 1764831600, 0, 'running', 10000, 3000, 3000, 300, 'ok', 250, 'gpx', 0)")
        try database.execute(insert + "(5, 1764918000, 0, 'running', 10000, 1800, 3600, 360, 'ok', NULL, 'csv', 0)")
        try database.execute(insert + "(6, 1765004400, 0, 'cycling', 15000, 1800, 1800, 120, 'ok', 150, 'fit', 0)")
        // A quarantined copy of an impossible run: judged too.
        try database.execute(
            """
            INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_status, source,
                                          imported_at, quarantined_at, rule, detail)
            VALUES (7, 1765090800, 0, 'running', 600000, 500000, 500000, 'ok', 'gpx', 0, 0, 'too_fast', 'x')
            """)
        let before = try database.rows("SELECT id, distance_m, moving_s, pace_s_per_km, pace_status FROM runs ORDER BY id")
        try Migrator().migrate(database)
        XCTAssertEqual(
            try database.rows("SELECT id, doubt, believed FROM runs ORDER BY id").map {
                "\($0[0].int64Value ?? 0):\($0[1].stringValue ?? "-"):\($0[2].int64Value.map(String.init) ?? "-")"
            },
            ["1:-:-", "2:impossible_pace:-", "3:too_brief:-", "4:impossible_heart_rate:-", "5:moving_over_elapsed:-", "6:-:-"])
        XCTAssertEqual(try database.scalar("SELECT doubt FROM quarantined_runs WHERE id = 7").stringValue, "impossible_distance")
        XCTAssertEqual(try database.rows("SELECT id, distance_m, moving_s, pace_s_per_km, pace_status FROM runs ORDER BY id"), before)
        XCTAssertEqual(try RunQueries(database: database).liveRun(id: 2).doubt, .impossiblePace)
        XCTAssertEqual(try RunQueries(database: database).leftOutRuns().map(\.id), [2, 3, 4, 5])
    }

    func testTheColumnsRefuseWhatNoJudgeWrites() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (1, 1714636800, 0, 'running', 'no_distance', 'fit', 0)")
        XCTAssertThrowsError(try database.execute("UPDATE runs SET believed = 0 WHERE id = 1"))
        XCTAssertThrowsError(try database.execute("UPDATE runs SET doubt = '' WHERE id = 1"))
        try database.execute("UPDATE runs SET believed = 1, doubt = 'too_brief' WHERE id = 1")
        let run = try RunQueries(database: database).liveRun(id: 1)
        XCTAssertEqual(run.doubt, .tooBrief)
        XCTAssertTrue(run.believed)
        XCTAssertNil(run.leftOutAs)
    }
}
