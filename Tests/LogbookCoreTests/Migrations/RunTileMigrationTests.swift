import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that derives each run's tiles: its follow-up step finds the tiles of every
/// run stored before it, live or in quarantine, from its stored samples, by the one finder,
/// leaving a GPS spike out.
final class RunTileMigrationTests: XCTestCase {
    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "run_tiles" })
    }

    func testUpgradeFindsTheTilesOfStoredRunsWithoutTheirSpike() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: try migration().number - 1)
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, source, imported_at)
            VALUES (1, 1764486000, 0, 'running', 2000, 600, 600, 300, 'ok', 'gpx', 0),
                   (2, 1764572400, 0, 'running', 0, 600, 600, NULL, 'no_distance', 'csv', 0)
            """)
        // Run 1: north through Zürich at 3.3 m/s, a point a second, one point 5 km east at 300 s.
        var expected = Set<Tile>()
        let insert = try database.prepare(
            "INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, distance_dm, segment) VALUES (1, ?, ?, ?, ?, 0, 0)")
        for second in 0..<600 {
            let lat = 473_700_000 + Int64(second) * 300
            let lon: Int64 = second == 300 ? 86_060_000 : 85_400_000
            if second != 300 {
                for zoom in TileScheme.zooms {
                    if let tile = TileCoverageTests.expectedTile(lat: Double(lat) / 1e7, lon: Double(lon) / 1e7, zoom: zoom) {
                        expected.insert(tile)
                    }
                }
            }
            try insert.execute([.integer(Int64(second)), .integer(Int64(second) * 1000), .integer(lat), .integer(lon)])
        }
        try Migrator().migrate(database)
        let rows = try database.rows("SELECT run_id, zoom, x, y FROM run_tiles ORDER BY zoom, y, x")
        XCTAssertEqual(Set(rows.map { $0[0].int64Value }), [1])
        XCTAssertEqual(
            Set(rows.compactMap { row in
                row[1].int64Value.flatMap { zoom in
                    row[2].int64Value.flatMap { x in row[3].int64Value.map { Tile(zoom: Int(zoom), x: Int(x), y: Int($0)) } }
                }
            }), expected)
        let atSeventeen = expected.filter { $0.zoom == 17 }.count
        XCTAssertGreaterThan(atSeventeen, 5)
        let queries = TileQueries(database: database)
        XCTAssertEqual(try queries.counts(ofRun: 1, zoom: 17).visited, atSeventeen)
        XCTAssertEqual(try queries.counts(ofRun: 1, zoom: 17).new, atSeventeen)
    }
}
