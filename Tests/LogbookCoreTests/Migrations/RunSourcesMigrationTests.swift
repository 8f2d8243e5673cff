import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// Migration 0009 gives every stored run whose file is recorded one source, `first`, from
/// that file (live and quarantined runs alike), and leaves the new run columns unknown.
final class RunSourcesMigrationTests: XCTestCase {
    func testEachStoredRunGetsItsFileAsItsFirstSource() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("upgrade.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: 8)
        try database.executeScript(try SeedFixture.sql(for: "0008_apple_health_format"))
        try Migrator().migrate(database)
        func pairs(_ table: String) throws -> [String] {
            try database.rows("SELECT run_id || ':' || file_id || ':' || status FROM \(table) ORDER BY run_id, file_id")
                .map { $0.first?.stringValue ?? "" }
        }
        // Runs 1, 4 and 5 hold the data of files 1, 3 and 4; quarantined run 2 that of file 2;
        // quarantined run 3 has no file record, so no source.
        XCTAssertEqual(try pairs("run_sources"), ["1:1:first", "4:3:first", "5:4:first"])
        XCTAssertEqual(try pairs("quarantined_run_sources"), ["2:2:first"])
        XCTAssertEqual(
            try database.scalar(
                "SELECT count(*) FROM runs WHERE sub_sport IS NULL AND utc_offset_stated IS NULL AND edited_fields IS NULL"
            ).int64Value, 3)
        let sources = try RunSourceTables(database: database).sources(ofRun: 1)
        XCTAssertEqual(
            sources,
            [RunSource(
                path: "exports/2024-05-02-morning.gpx", format: "gpx",
                contentSHA256: "a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809", importedAt: 1_714_650_000,
                status: .first)])
    }

    func testTheNewColumnsRefuseValuesOutsideTheirLists() throws {
        let database = try Database(path: ":memory:")
        try database.configure()
        try Migrator().migrate(database)
        try database.execute(
            "INSERT INTO runs (id, start_utc, utc_offset_s, sport, pace_status, source, imported_at) VALUES (1, 1714636800, 0, 'running', 'no_distance', 'gpx', 0)")
        XCTAssertThrowsError(try database.execute("UPDATE runs SET utc_offset_stated = 2 WHERE id = 1"))
        XCTAssertThrowsError(try database.execute("UPDATE runs SET sub_sport = '' WHERE id = 1"))
        XCTAssertThrowsError(try database.execute("UPDATE runs SET edited_fields = '' WHERE id = 1"))
        try database.execute(
            "INSERT INTO import_files (id, content_sha256, name, format, imported_at) VALUES (1, ?, 'a.gpx', 'gpx', 0)",
            [.text(String(repeating: "a", count: 64))])
        XCTAssertThrowsError(try database.execute("INSERT INTO run_sources (run_id, file_id, status) VALUES (1, 1, 'upgraded')"))
        try database.execute("INSERT INTO run_sources (run_id, file_id, status) VALUES (1, 1, 'upgraded-by')")
        XCTAssertEqual(try database.scalar("SELECT status FROM run_sources").stringValue, "upgraded-by")
    }
}
