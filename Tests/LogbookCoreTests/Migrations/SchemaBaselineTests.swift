import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

/// A new logbook made from the schema the migrations leave is the logbook replaying them
/// makes, object for object; upgrades never use it; a failure leaves nothing.
final class SchemaBaselineTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func newDatabase(_ name: String) throws -> Database {
        let database = try Database(path: folder.path(name))
        try database.configure()
        return database
    }

    /// The embedded migrations, replayed one after the other as on an upgrade.
    private var replaying: Migrator {
        Migrator(migrations: Migration.embedded, followUps: Migrator.embeddedFollowUps, baseline: nil)
    }

    /// Everything that makes a schema: each object's type, name, table and SQL, each table's
    /// columns (with hidden ones), indexes and foreign keys, the version, the records.
    private func schema(of database: Database) throws -> [String] {
        var lines = try database.rows("SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema ORDER BY type, name")
            .map { $0.map { $0.stringValue ?? "NULL" }.joined(separator: " | ") }
        for table in try database.userTableNames().sorted() {
            for pragma in ["table_xinfo", "index_list", "foreign_key_list"] {
                lines += try database.rows("SELECT * FROM pragma_\(pragma)(?)", [.text(table)])
                    .map { "\(table) \(pragma): " + $0.map { "\($0)" }.joined(separator: ", ") }
            }
        }
        lines.append("user_version \(try database.scalar("PRAGMA user_version").int64Value ?? -1)")
        lines += try database.rows("SELECT number, name, checksum FROM \(Migrator.recordTable) ORDER BY number")
            .map { $0.map { "\($0)" }.joined(separator: " ") }
        return lines
    }

    func testANewLogbookFromTheBaselineIsTheLogbookReplayingTheMigrationsMakes() throws {
        let fromBaseline = try newDatabase("baseline.sqlite")
        let applied = try Migrator().migrate(fromBaseline)
        XCTAssertEqual(applied, Migration.embedded, "every migration is reported as applied")
        let replayed = try newDatabase("replayed.sqlite")
        XCTAssertEqual(try replaying.migrate(replayed), Migration.embedded)

        let expected = try schema(of: replayed)
        XCTAssertEqual(try schema(of: fromBaseline), expected)
        XCTAssertEqual(expected.filter { $0.hasPrefix("table | ") }.count, 32, "tables of schema 23, the record table included")
        // 0026: the three sample chunk tables' keys are indexes (rowid tables); `sample_points` went with the rows.
        XCTAssertEqual(expected.filter { $0.hasPrefix("index | ") }.count, 21)
        XCTAssertEqual(expected.filter { $0.hasPrefix("view | ") }.count, 0)
        XCTAssertEqual(expected.filter { !$0.contains(" | ") && !$0.contains(": ") && !$0.hasPrefix("user_version") }.count, Migration.embedded.count, "a record per migration")
        XCTAssertEqual(try DatabaseDump.lines(of: fromBaseline), [], "no table holds a row but the records")
        for database in [fromBaseline, replayed] {
            XCTAssertEqual(try database.scalar("PRAGMA integrity_check").stringValue, "ok")
            XCTAssertTrue(try database.rows("PRAGMA foreign_key_check").isEmpty)
        }
        // The logbook takes a run as a replayed one does.
        for database in [fromBaseline, replayed] {
            try database.execute(ScratchFolder.oneRunSQL)
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
        }
        XCTAssertEqual(try DatabaseDump.lines(of: fromBaseline), try DatabaseDump.lines(of: replayed))
    }

    func testTheBaselineIsTheSchemaOfTheEmbeddedMigrationsWorkedOutWhenTheBinaryWasBuilt() throws {
        XCTAssertEqual(SchemaBaseline.embedded.version, Migration.embedded.last?.number)
        let replayed = try newDatabase("replayed.sqlite")
        try replaying.migrate(replayed)
        let objects = try replayed.rows(
            "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name != ?",
            [.text(Migrator.recordTable)]
        ).compactMap { $0.first?.stringValue }
        XCTAssertEqual(Set(SchemaBaseline.embedded.statements), Set(objects))
        XCTAssertEqual(SchemaBaseline.embedded.statements.count, objects.count)
        // Tables come first, so that every index, view and trigger finds its table.
        let kinds = SchemaBaseline.embedded.statements.map { $0.hasPrefix("CREATE TABLE") ? 0 : 1 }
        XCTAssertEqual(kinds, kinds.sorted())
    }

    func testOnlyAnEmptyFileGettingEveryMigrationIsMadeFromTheBaseline() throws {
        // A baseline with a marker table shows where it was used.
        var marked = SchemaBaseline.embedded
        marked.statements.append("CREATE TABLE baseline_marker (x)")
        let migrator = Migrator(migrations: Migration.embedded, followUps: Migrator.embeddedFollowUps, baseline: marked)
        func hasMarker(_ database: Database) throws -> Bool {
            try database.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'baseline_marker'").int64Value == 1
        }

        let empty = try newDatabase("empty.sqlite")
        try migrator.migrate(empty)
        XCTAssertTrue(try hasMarker(empty))

        let partial = try newDatabase("partial.sqlite")
        try migrator.migrate(partial, upTo: 5)
        XCTAssertFalse(try hasMarker(partial), "a logbook made up to schema 5 replays migrations 1 to 5")
        XCTAssertEqual(try partial.scalar("PRAGMA user_version").int64Value, 5)
        try migrator.migrate(partial)
        XCTAssertFalse(try hasMarker(partial), "an upgrade replays the migrations it needs")
        XCTAssertEqual(try migrator.applied(in: partial).count, Migration.embedded.count)

        let other = try newDatabase("other.sqlite")
        try other.execute("CREATE TABLE notes (text TEXT)")
        XCTAssertThrowsError(try migrator.migrate(other)) { error in
            XCTAssertTrue("\(error)".contains("not a logbook"), "\(error)")
        }
        XCTAssertFalse(try hasMarker(other), "a file holding anything is never laid over")
        XCTAssertEqual(try other.scalar("SELECT count(*) FROM sqlite_schema").int64Value, 1)

        let stale = Migrator(
            migrations: Migration.embedded.dropLast(), followUps: Migrator.embeddedFollowUps, baseline: marked)
        let older = try newDatabase("older.sqlite")
        try stale.migrate(older)
        XCTAssertFalse(try hasMarker(older), "a baseline of another version is not used")
        XCTAssertEqual(try older.scalar("PRAGMA user_version").int64Value, Int64(Migration.embedded.count - 1))
    }

    func testABaselineStatementThatFailsLeavesAnEmptyFileAndNamesTheSchema() throws {
        var broken = SchemaBaseline.embedded
        broken.statements.append("CREATE TABLE runs (id INTEGER)")
        let migrator = Migrator(migrations: Migration.embedded, followUps: Migrator.embeddedFollowUps, baseline: broken)
        let database = try newDatabase("broken.sqlite")
        XCTAssertThrowsError(try migrator.migrate(database)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(Migration.embedded.last?.label ?? "?"), text)
            XCTAssertTrue(text.contains("already exists"), text)
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM sqlite_schema").int64Value, 0, "nothing half-made is left")
        XCTAssertEqual(try database.scalar("PRAGMA user_version").int64Value, 0)
    }
}
