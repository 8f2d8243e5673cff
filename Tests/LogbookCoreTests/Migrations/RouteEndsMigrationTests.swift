import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that stores each route's ends (0027) fills them for the routes stored
/// before it from their tracks, as the save path writes them for a new route, changing no
/// other value; a new run on such a route still joins it.
final class RouteEndsMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "route_ends" })
    }

    func testUpgradeGivesEveryStoredRouteTheEndsOfItsTrack() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        let track = RouteTrack(points: [CoursePoint(lat: 47, lon: 8), CoursePoint(lat: 47.004_5, lon: 8.000_1), CoursePoint(lat: 47.009, lon: 8.000_2)], length: 1_001)
        let insert = "INSERT INTO routes (id, sport, start_cell, length_m, track) VALUES (?, 'running', ?, ?, ?)"
        try database.execute(insert, [.integer(5), .integer(RouteCell(CoursePoint(lat: 47, lon: 8)).key), .real(track.length), .blob(track.encoded)])
        // A track of one point (no real route has one): keeps no ends, so no run is compared with it.
        try database.execute(insert, [.integer(6), .integer(1), .real(0), .blob(Array(track.encoded.prefix(8)))])
        let before = try database.rows("SELECT id, sport, start_cell, length_m, track FROM routes ORDER BY id")
        try Migrator().migrate(database)
        XCTAssertEqual(
            try database.rows("SELECT end_cell, start_lat_e7, start_lon_e7, end_lat_e7, end_lon_e7 FROM routes WHERE id = 5").first,
            [.integer(RouteCell(CoursePoint(lat: 47.009, lon: 8.000_2)).key), .integer(470_000_000), .integer(80_000_000),
             .integer(470_090_000), .integer(80_002_000)])
        XCTAssertEqual(try database.rows("SELECT end_cell, start_lat_e7, end_lon_e7 FROM routes WHERE id = 6").first, [.null, .null, .null])
        XCTAssertEqual(try database.rows("SELECT id, sport, start_cell, length_m, track FROM routes ORDER BY id"), before)
        XCTAssertEqual(try RouteBook(database: database).candidates(for: track, sport: "running"), [5])
    }
}
