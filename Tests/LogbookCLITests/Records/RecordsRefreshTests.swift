import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook import --refresh` stores a run's best efforts again with its samples, in the
/// same transaction: a run stored with other numbers and no efforts gets a fresh import's.
final class RecordsRefreshTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testARefreshStoresTheEffortsAgain() throws {
        // 10 min at 5:00 /km, a km in 3:30, 10 min at 5:00 /km.
        let points = GeneratedRuns.points(legs: [(600, 1000.0 / 300), (210, 1000.0 / 210), (600, 1000.0 / 300)])
        let path = folder.path("run.gpx")
        try GeneratedRuns.gpx(points).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", db]).status, 0)
        let database = try Database(path: db)
        let fresh = try DatabaseDump.lines(of: database, tables: ["best_efforts"])
        XCTAssertEqual(fresh.count, 4)  // 400 m, 1 km, mile, 5 km
        let km = try database.rows("SELECT time_s, starts_at_m, status FROM best_efforts WHERE distance_m = 1000")
        XCTAssertEqual(try XCTUnwrap(km.first?[0].doubleValue), 210, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(km.first?[1].doubleValue), 2000, accuracy: 5)
        XCTAssertEqual(km.first?[2], .text("ok"))

        // As an older logbook left it: another distance, no efforts.
        try database.execute("DELETE FROM best_efforts")
        try database.execute("UPDATE runs SET distance_m = 6000 WHERE id = 1")
        let before = try CLIRunner.run(["records", "--json", "--distance", "1k", "--db", db])
        let object = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [[String: Any]])?.first)
        XCTAssertTrue(object["run_id"] is NSNull, before.stdout)

        let refresh = try CLIRunner.run(["import", "--refresh", path, "--db", db])
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        XCTAssertTrue(refresh.stdout.hasPrefix("refreshed  \(path): Run 1 "), refresh.stdout)
        XCTAssertEqual(try DatabaseDump.lines(of: database, tables: ["best_efforts"]), fresh)
        let records = try CLIRunner.run(["records", "--distance", "1k", "--db", db])
        XCTAssertEqual(
            records.stdout,
            """
            DISTANCE    TIME      PACE  DATE        RUN  WHERE
            1k        3:30.0  3:30 /km  2024-05-02    1  at 2.0 km

            """)
    }
}
