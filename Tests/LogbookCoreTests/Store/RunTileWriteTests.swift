import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// `RunTileColumn.write`, the one writer of a run's tiles: every tile becomes exactly one row
/// of its run, for counts below, at and beyond a multi-row INSERT's rows, into the live
/// table and into a twin, and a duplicate row fails as the key says.
final class RunTileWriteTests: XCTestCase {
    private func migrated() throws -> Database {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, source, imported_at)
            VALUES (1, 1764486000, 0, 'running', 2000, 600, 600, 300, 'ok', 'gpx', 0),
                   (2, 1764572400, 0, 'running', 2000, 600, 600, 300, 'ok', 'gpx', 0)
            """)
        return database
    }

    /// `count` distinct seeded tiles at zoom 14 and 17.
    private func tiles(_ count: Int, seed: UInt64) -> Set<Tile> {
        var random = SplitMix64(state: seed)
        var tiles = Set<Tile>()
        while tiles.count < count {
            let zoom = TileScheme.zooms[random.below(TileScheme.zooms.count)]
            tiles.insert(Tile(zoom: zoom, x: random.below(1 << zoom), y: random.below(1 << zoom)))
        }
        return tiles
    }

    private func stored(runID: Int64, in table: String = RunTileColumn.table, of database: Database) throws -> [Tile] {
        try database.rows("SELECT zoom, x, y FROM \(table) WHERE run_id = ?", [.integer(runID)]).map { row in
            Tile(zoom: Int(row[0].int64Value ?? -1), x: Int(row[1].int64Value ?? -1), y: Int(row[2].int64Value ?? -1))
        }
    }

    func testEveryTileIsOneRowOfItsRunWhateverTheCount() throws {
        let database = try migrated()
        let rows = RunTileColumn.rowsPerInsert
        for (trial, count) in [0, 1, rows - 1, rows, rows + 1, 2 * rows, 2 * rows + 7, 100].enumerated() {
            let seed = UInt64(trial + 1)
            let written = tiles(count, seed: seed)
            try database.execute("DELETE FROM run_tiles")
            try RunTileColumn.write(written, runID: 1, in: database)
            try RunTileColumn.write(tiles(3, seed: seed + 100), runID: 2, in: database)
            let back = try stored(runID: 1, of: database)
            XCTAssertEqual(back.count, count, "seed \(seed)")
            XCTAssertEqual(Set(back), written, "seed \(seed)")
            XCTAssertEqual(try stored(runID: 2, of: database).count, 3, "seed \(seed)")
        }
    }

    func testATwinTableTakesTheSameRows() throws {
        let database = try migrated()
        try database.execute(
            """
            INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, source,
                                          imported_at, quarantined_at, rule, detail)
            VALUES (7, 1764486000, 0, 'running', 2000, 600, 600, 300, 'ok', 'gpx', 0, 0, 'test', 'test')
            """)
        let written = tiles(2 * RunTileColumn.rowsPerInsert + 3, seed: 9)
        try RunTileColumn.write(written, runID: 7, into: "quarantined_run_tiles", in: database)
        XCTAssertEqual(Set(try stored(runID: 7, in: "quarantined_run_tiles", of: database)), written)
        XCTAssertEqual(try stored(runID: 7, of: database), [])
    }

    func testATileWrittenTwiceForARunBreaksTheKey() throws {
        let database = try migrated()
        let written = tiles(RunTileColumn.rowsPerInsert, seed: 4)
        try RunTileColumn.write(written, runID: 1, in: database)
        XCTAssertThrowsError(try RunTileColumn.write(written, runID: 1, in: database)) { error in
            // SQLITE_CONSTRAINT (19), whichever extended code.
            XCTAssertEqual(((error as? SQLiteError)?.code.rawValue ?? 0) & 0xff, 19, "\(error)")
        }
        XCTAssertEqual(try stored(runID: 1, of: database).count, RunTileColumn.rowsPerInsert)
    }
}
