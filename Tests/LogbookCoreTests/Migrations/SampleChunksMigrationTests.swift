import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// The migration that moves the samples into chunks converts every row of the three samples
/// tables in place (live, quarantine, trim originals): every value, NULLs included, comes
/// back decoded from the chunks, the chunk headers say what the rows said, and the rows
/// tables and their view are gone.
final class SampleChunksMigrationTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The migration, found by name: its number may change when branches merge.
    private func migration() throws -> Migration {
        try XCTUnwrap(Migrator().migrations.first { $0.name == "sample_chunks" })
    }

    /// Every row of `table`, as text, in run and seq order.
    private func rows(_ table: String, in database: Database) throws -> [String] {
        try database.rows(
            "SELECT run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM \(table) ORDER BY run_id, seq"
        ).map { $0.map { "\($0)" }.joined(separator: "|") }
    }

    /// Every sample of `place`, decoded from its chunks, as `rows` gives them.
    private func decoded(_ place: SamplePlace, in database: Database) throws -> [String] {
        var lines: [String] = []
        try SampleChunkTable(database: database, place: place).forEachRunChunk { runID, entries in
            for entry in entries {
                let sample = entry.sample
                let values: [SQLiteValue] = [.integer(runID), .integer(entry.seq), .integer(sample.offsetMs)]
                    + [sample.latE7, sample.lonE7, sample.eleDm, sample.hr, sample.cadence, sample.distanceDm, sample.segment]
                    .map { $0.map { .integer($0) } ?? .null }
                lines.append(values.map { "\($0)" }.joined(separator: "|"))
            }
        }
        return lines
    }

    func testUpgradeKeepsEverySampleValueOfEveryPlace() throws {
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        let previous = try migration().number - 1
        try Migrator().migrate(database, upTo: previous)
        try database.executeScript(try SeedFixture.sql(for: try XCTUnwrap(Migrator().migrations.first { $0.number == previous }).label))
        // A long run over three chunks (1,300 samples): positions, heart rate and cadence with
        // gaps, a pause into a second segment, extremes of every column and a sample with
        // nothing but its time. Seeded: the generator's seed is printed on a failure.
        let seed: UInt64 = 52
        var random = SplitMix64(state: seed)
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                              source, imported_at) VALUES (9, 1765000000, 0, 'running', 3900, 1300, 1300, 333, 'ok', 'gpx', 0)
            """)
        let insert = try database.prepare(
            "INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment) VALUES (9, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for seq in 0..<1_300 {
            let roll = random.next() % 10
            let value: (Int64?) -> SQLiteValue = { $0.map { .integer($0) } ?? .null }
            let extreme = seq == 700
            try insert.execute([
                .integer(Int64(seq)), .integer(Int64(seq) * 1000 + (seq > 900 ? 60_000 : 0)),
                value(roll == 0 ? nil : extreme ? 900_000_000 : 470_000_000 + Int64(seq) * 27 + Int64(random.next() % 5)),
                value(roll == 0 ? nil : extreme ? -1_800_000_000 : 80_000_000 + Int64(seq) * 3),
                value(seq == 5 ? nil : extreme ? Int64.min : 4000 + Int64(random.next() % 7) - 3),
                value(roll < 3 ? nil : extreme ? 400 : 140 + Int64(random.next() % 20)),
                value(seq % 2 == 0 ? nil : extreme ? 1000 : 170),
                value(seq == 5 ? nil : Int64(seq) * 30),
                value(seq == 5 ? nil : seq > 900 ? 1 : 0),
            ])
        }
        let live = try rows("samples", in: database)
        let quarantined = try rows("quarantined_samples", in: database)
        let trimmed = try rows("trim_original_samples", in: database)
        XCTAssertEqual(live.count, 1_304, "seed \(seed)")
        XCTAssertEqual(quarantined.count, 2)
        XCTAssertEqual(trimmed.count, 3)
        let secureDelete = try database.scalar("PRAGMA secure_delete").int64Value

        try Migrator().migrate(database)
        // Dropping the rows freed their pages without zeroing them through the WAL; the
        // connection's setting is back as it was.
        XCTAssertEqual(try database.scalar("PRAGMA secure_delete").int64Value, secureDelete)

        XCTAssertEqual(try decoded(.live, in: database), live, "seed \(seed)")
        XCTAssertEqual(try decoded(.quarantine, in: database), quarantined)
        XCTAssertEqual(try decoded(.trimOriginal, in: database), trimmed)
        XCTAssertEqual(
            try database.rows(
                "SELECT chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns FROM sample_chunks WHERE run_id = 9 ORDER BY chunk"
            ).map { $0.compactMap(\.int64Value) },
            [[0, 0, 512, 0, 511_000, 511], [1, 512, 512, 512_000, 1_023_000 + 60_000, 511], [2, 1024, 276, 1_084_000, 1_359_000, 511]])
        for gone in ["samples", "quarantined_samples", "trim_original_samples", "sample_points"] {
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM sqlite_master WHERE name = ?", [.text(gone)]).int64Value, 0, gone)
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM sqlite_temp_master").int64Value, 0, "the staging tables are dropped")
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
        // The readers see the converted run: its samples, positions and heart rate.
        let queries = RunQueries(database: database)
        XCTAssertEqual(try queries.samples(runID: 9).count, 1_300)
        XCTAssertTrue(try queries.hasPositions(runID: 9))
        XCTAssertTrue(try queries.hasHeartRateSamples(runID: 9))
    }

    func testTheSeedOfVersion26DecodesToTheRowsOfVersion25() throws {
        let old = try Database(path: folder.path("old.sqlite"))
        try old.configure()
        let number = try migration().number
        try Migrator().migrate(old, upTo: number - 1)
        try old.executeScript(try SeedFixture.sql(for: try XCTUnwrap(Migrator().migrations.first { $0.number == number - 1 }).label))
        let new = try Database(path: folder.path("new.sqlite"))
        try new.configure()
        try Migrator().migrate(new, upTo: number)
        try new.executeScript(try SeedFixture.sql(for: try migration().label))
        for place in SamplePlace.allCases {
            XCTAssertEqual(try decoded(place, in: new), try rows(place.rowTable, in: old), place.rowTable)
        }
    }
}
