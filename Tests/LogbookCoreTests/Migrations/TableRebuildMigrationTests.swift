import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// Migrations that rebuild a table the standard SQLite way (create new, copy, drop old,
/// rename) declare it with the `-- logbook: rebuilds-tables` header line.
final class TableRebuildMigrationTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A database at the latest schema holding the latest seed fixture's rows.
    private func seededDatabase() throws -> Database {
        let database = try Database(path: folder.path("seeded.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        let latest = try XCTUnwrap(Migration.embedded.last)
        let seed = try SeedFixture.sql(for: latest.label)
        try database.executeScript(seed)
        XCTAssertGreaterThan(try database.scalar("SELECT count(*) FROM splits").int64Value ?? 0, 0)
        XCTAssertGreaterThan(try database.scalar("SELECT count(*) FROM sample_chunks").int64Value ?? 0, 0)
        return database
    }

    /// A scratch migration (test-only) rebuilding `runs` exactly as it is now: a new table
    /// from the current definition, every row copied, the old table dropped, the new one
    /// renamed and its indexes made again. `extra` runs after the copy.
    private func rebuildRuns(in database: Database, header: Bool, extra: String = "") throws -> Migration {
        let create = try XCTUnwrap(
            try database.scalar("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'runs'").stringValue)
        let indexes = try database.rows(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'runs' AND sql IS NOT NULL ORDER BY name"
        ).compactMap { $0.first?.stringValue }
        // A table renamed by an earlier rebuild is stored as `CREATE TABLE "runs"`.
        let newTable = create.replacingOccurrences(of: "CREATE TABLE \"runs\"", with: "CREATE TABLE runs_new")
            .replacingOccurrences(of: "CREATE TABLE runs ", with: "CREATE TABLE runs_new ")
            .replacingOccurrences(of: "CREATE TABLE runs(", with: "CREATE TABLE runs_new(")
        XCTAssertNotEqual(newTable, create)
        let sql = (header ? Migration.rebuildsTablesHeader + "\n" : "") + """
            -- test only: rebuild runs in place.
            \(newTable);
            INSERT INTO runs_new SELECT * FROM runs;
            \(extra)
            DROP TABLE runs;
            ALTER TABLE runs_new RENAME TO runs;
            \(indexes.map { $0 + ";" }.joined(separator: "\n"))
            """
        return Migration(number: Migrator().latestVersion + 1, name: "rebuild_runs_test_only", sql: sql)
    }

    func testHeaderLineIsRecognisedOnlyInTheLeadingComments() {
        XCTAssertTrue(Migration(number: 9, name: "a", sql: "-- logbook: rebuilds-tables\nCREATE TABLE x (a);").rebuildsTables)
        XCTAssertTrue(Migration(number: 9, name: "a", sql: "-- 0009: why\n--\n-- logbook: rebuilds-tables\nCREATE TABLE x (a);").rebuildsTables)
        XCTAssertFalse(Migration(number: 9, name: "a", sql: "CREATE TABLE x (a);\n-- logbook: rebuilds-tables\n").rebuildsTables)
        XCTAssertFalse(Migration(number: 9, name: "a", sql: "-- logbook: rebuilds-tables later\nCREATE TABLE x (a);").rebuildsTables)
        XCTAssertFalse(Migration.embedded.prefix(3).contains { $0.rebuildsTables })
    }

    func testRebuildingRunsKeepsEveryRunSplitAndSampleByteForByte() throws {
        let database = try seededDatabase()
        let before = try Self.dump(database)
        let rebuild = try rebuildRuns(in: database, header: true)
        let migrator = Migrator(migrations: Migration.embedded + [rebuild])
        XCTAssertEqual(try migrator.migrate(database).map(\.number), [rebuild.number])
        XCTAssertEqual(try Self.dump(database), before)
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1, "foreign keys are back on")
        XCTAssertEqual(try database.scalar("PRAGMA user_version").int64Value, Int64(rebuild.number))
        XCTAssertEqual(try database.scalar("PRAGMA integrity_check").stringValue, "ok")
        // Still enforced after the rebuild: deleting a run deletes its splits.
        try database.execute("DELETE FROM runs WHERE id = 1")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits WHERE run_id = 1").int64Value, 0)
    }

    /// The trap the header avoids: with foreign keys on, the DROP deletes every split and
    /// sample through ON DELETE CASCADE and the migration commits.
    func testTheSameRebuildWithoutTheHeaderLosesSplitsAndSamples() throws {
        let database = try seededDatabase()
        let rebuild = try rebuildRuns(in: database, header: false)
        try Migrator(migrations: Migration.embedded + [rebuild]).migrate(database)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM sample_chunks").int64Value, 0)
    }

    func testRebuildLeavingADanglingRowIsRolledBackNamingIt() throws {
        let database = try seededDatabase()
        let before = try Self.dump(database)
        let schemaBefore = try Migrator.schema(of: database)
        let rebuild = try rebuildRuns(in: database, header: true, extra: "DELETE FROM runs_new WHERE id = 4;")
        XCTAssertThrowsError(try Migrator(migrations: Migration.embedded + [rebuild]).migrate(database)) { error in
            guard case MigrationError.migrationFailed(let label, _, let message) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(label, rebuild.label)
            XCTAssertTrue(message.contains("splits (run_id 4) refer to missing rows of runs"), message)
            XCTAssertTrue(message.contains("1 row(s) of sample_chunks (rowid 2) refer to missing rows of runs"), message)
        }
        XCTAssertEqual(try Self.dump(database), before)
        XCTAssertEqual(try Migrator.schema(of: database), schemaBefore)
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1, "foreign keys are back on after a failure")
        XCTAssertTrue(database.isAutocommit)
    }

    func testDanglingRowsOfATableWithRowidsAreNamedByRowid() throws {
        let database = try seededDatabase()
        let orphan = Migration(
            number: Migrator().latestVersion + 1, name: "orphan_runs_test_only",
            sql: Migration.rebuildsTablesHeader + "\nUPDATE runs SET file_id = 77 WHERE id IN (1, 4);")
        XCTAssertThrowsError(try Migrator(migrations: Migration.embedded + [orphan]).migrate(database)) { error in
            XCTAssertTrue("\(error)".contains("2 row(s) of runs (rowid 1, 4) refer to missing rows of import_files"), "\(error)")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE file_id = 77").int64Value, 0)
    }

    /// Every table's rows with their stored types, in a fixed order.
    static func dump(_ database: Database) throws -> [String: [[SQLiteValue]]] {
        var result: [String: [[SQLiteValue]]] = [:]
        for table in try database.userTableNames() where table != Migrator.recordTable {
            let count = try database.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]).count
            let order = (1...max(count, 1)).map(String.init).joined(separator: ", ")
            result[table] = try database.rows("SELECT * FROM \"\(table)\" ORDER BY \(order)")
        }
        return result
    }
}
