import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

final class MigratorTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func newDatabase(_ name: String = "logbook.sqlite") throws -> Database {
        let database = try Database(path: folder.path(name))
        try database.configure()
        return database
    }

    func testEmbeddedMigrationsAreNumberedWithoutGaps() {
        let numbers = Migration.embedded.map(\.number)
        XCTAssertFalse(numbers.isEmpty)
        // A gap would let a later version apply an older number after a newer one.
        XCTAssertEqual(numbers, Array(1...(numbers.last ?? 0)))
        XCTAssertEqual(Migration.embedded.first?.label, "0001_runs_splits_samples")
    }

    func testFileNamesParse() {
        XCTAssertEqual(Migration.parseFileName("0003_quarantine.sql")?.number, 3)
        XCTAssertEqual(Migration.parseFileName("0003_quarantine.sql")?.name, "quarantine")
        XCTAssertNil(Migration.parseFileName("3_quarantine.sql"))
        XCTAssertNil(Migration.parseFileName("0003_.sql"))
        XCTAssertNil(Migration.parseFileName("0003_quarantine.txt"))
        XCTAssertNil(Migration.parseFileName("0000_zero.sql"))
    }

    func testTheChecksumsWorkedOutAtBuildTimeAreTheSHA256OfEachMigration() throws {
        XCTAssertFalse(Migration.embedded.isEmpty)
        for migration in Migration.embedded {
            let rebuilt = Migration(number: migration.number, name: migration.name, sql: migration.sql)
            XCTAssertEqual(try migration.checksum(), try rebuilt.checksum(), migration.label)
            XCTAssertEqual(try migration.checksum(), PortableSHA256.hex(of: Array(migration.sql.utf8)), migration.label)
            XCTAssertEqual(migration, rebuilt)
        }
    }

    func testFreshDatabaseIsMigratedAndMigratingAgainIsANoOp() throws {
        let database = try newDatabase()
        let migrator = Migrator()
        let applied = try migrator.migrate(database)
        XCTAssertEqual(applied.map(\.number), Migration.embedded.map(\.number))
        XCTAssertEqual(try database.scalar("PRAGMA user_version").int64Value, Int64(migrator.latestVersion))
        let records = try migrator.applied(in: database)
        XCTAssertEqual(records.map(\.checksum), try Migration.embedded.map { try $0.checksum() })
        let schemaBefore = try Migrator.schema(of: database)
        XCTAssertEqual(try migrator.migrate(database), [])
        XCTAssertEqual(try Migrator.schema(of: database), schemaBefore)
        XCTAssertEqual(try migrator.applied(in: database), records)
        XCTAssertEqual(try database.scalar("PRAGMA journal_mode").stringValue, "wal")
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1)
    }

    /// The upgrade path, for every migration N: a database at N seeded with the fixture
    /// rows of version N is upgraded to the latest; every seeded value survives and the
    /// schema equals a fresh database's.
    func testEveryMigrationUpgradesSeededDataToTheLatestSchema() throws {
        let migrator = Migrator()
        let fresh = try migrator.freshSchema()
        for migration in migrator.migrations {
            let seed: String
            do {
                seed = try SeedFixture.sql(for: migration.label)
            } catch {
                XCTFail("migration \(migration.label): \(error)")
                continue
            }
            let database = try newDatabase("upgrade-\(migration.number).sqlite")
            try migrator.migrate(database, upTo: migration.number)
            try database.executeScript(seed)
            let before = try snapshot(database)
            XCTAssertGreaterThan(before.values.map(\.count).reduce(0, +), 0, "seed \(migration.label) inserted no rows")
            try migrator.migrate(database)
            // Since 0026 the samples are chunks: their rows are compared decoded (`SampleRows`), value by value.
            try SampleRows.materialize(database)
            let after = try snapshot(database, including: SamplePlace.allCases.map(\.rowTable))
            for (table, rows) in before {
                let columns = try columnNames(database, table: table, within: rows.first.map { Array($0.keys) } ?? [])
                let projectedAfter = (after[table] ?? []).map { row in row.filter { columns.contains($0.key) } }
                let projectedBefore = rows.map { row in row.filter { columns.contains($0.key) } }
                XCTAssertEqual(projectedAfter, projectedBefore, "rows of \(table) changed upgrading from \(migration.label)")
            }
            XCTAssertEqual(try Migrator.schema(of: database), fresh, "schema after upgrading from \(migration.label)")
            XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
        }
    }

    func testFailingMigrationRollsBackCompletely() throws {
        let database = try newDatabase()
        try Migrator().migrate(database)
        let schemaBefore = try Migrator.schema(of: database)
        let recordsBefore = try Migrator().applied(in: database)
        let failing = Migration(
            number: Migrator().latestVersion + 1, name: "failing_test_only",
            sql: """
                CREATE TABLE shoes (id INTEGER PRIMARY KEY, name TEXT);
                INSERT INTO shoes (name) VALUES ('Pegasus');
                ALTER TABLE runs ADD COLUMN shoe_id INTEGER;
                INSERT INTO no_such_table VALUES (1);
                """)
        let migrator = Migrator(migrations: Migration.embedded + [failing])
        XCTAssertThrowsError(try migrator.migrate(database)) { error in
            guard case MigrationError.migrationFailed(let label, let statement, let message) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(label, failing.label)
            XCTAssertEqual(statement, "INSERT INTO no_such_table VALUES (1);")
            XCTAssertEqual(message, "no such table: no_such_table")
        }
        XCTAssertEqual(try Migrator.schema(of: database), schemaBefore)
        XCTAssertEqual(try Migrator().applied(in: database), recordsBefore)
        XCTAssertTrue(database.isAutocommit)
    }

    /// A new logbook gets every migration in one transaction; a logbook that holds a schema,
    /// one transaction per migration.
    func testANewLogbookIsMigratedInOneTransactionAnUpgradeInOneEach() {
        let embedded = Migration.embedded
        XCTAssertEqual(Migrator.transactions(for: embedded, isNew: true).map { $0.map(\.number) }, [embedded.map(\.number)])
        XCTAssertEqual(Migrator.transactions(for: Array(embedded.suffix(3)), isNew: false).map { $0.map(\.number) },
                       embedded.suffix(3).map { [$0.number] })
        XCTAssertEqual(Migrator.transactions(for: [], isNew: true).count, 0)
    }

    /// Creating a logbook writes each page of its schema into the -wal once (one transaction,
    /// one checkpoint, instead of one of each per migration).
    func testCreatingALogbookCheckpointsOnce() throws {
        let database = try newDatabase()
        let applied = try Migrator().migrate(database)
        XCTAssertEqual(applied.map(\.number), Migration.embedded.map(\.number))
        XCTAssertEqual(try database.scalar("PRAGMA user_version").int64Value, Int64(Migrator().latestVersion))
        let pages = try XCTUnwrap(try database.scalar("PRAGMA page_count").int64Value)
        let walBytes = try XCTUnwrap(FileIdentity.of(database.path + "-wal")?.size)
        // One frame (a 24-byte header and a page) per page of the schema, at most, plus the log's header.
        XCTAssertLessThanOrEqual(Int64(walBytes), 32 + pages * (24 + 4096))
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
    }

    /// A migration failing while a new logbook is made leaves nothing of the others either:
    /// the file holds no table and no record, and a later run starts afresh.
    func testAFailureWhileCreatingALogbookLeavesItEmpty() throws {
        let database = try newDatabase()
        let failing = Migration(
            number: Migrator().latestVersion + 1, name: "failing_test_only", sql: "INSERT INTO no_such_table VALUES (1);")
        XCTAssertThrowsError(try Migrator(migrations: Migration.embedded + [failing]).migrate(database)) { error in
            XCTAssertEqual("\(error)".contains(failing.label), true, "\(error)")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM sqlite_master").int64Value, 0)
        XCTAssertEqual(try Migrator().applied(in: database), [])
        XCTAssertEqual(try Migrator().migrate(database).count, Migration.embedded.count)
    }

    /// An upgrade keeps every migration that went in before the one that failed.
    func testAFailingUpgradeKeepsTheMigrationsBeforeIt() throws {
        let database = try newDatabase()
        try Migrator().migrate(database, upTo: 3)
        let failing = Migration(
            number: Migrator().latestVersion + 1, name: "failing_test_only", sql: "INSERT INTO no_such_table VALUES (1);")
        XCTAssertThrowsError(try Migrator(migrations: Migration.embedded + [failing]).migrate(database))
        XCTAssertEqual(try Migrator().applied(in: database).map(\.number), Migration.embedded.map(\.number))
        XCTAssertEqual(try database.scalar("PRAGMA user_version").int64Value, Int64(Migrator().latestVersion))
    }

    func testForeignKeyViolationInMigrationRollsBack() throws {
        let database = try newDatabase()
        try Migrator().migrate(database)
        let orphan = Migration(
            number: Migrator().latestVersion + 1, name: "orphan_split",
            sql: "INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_status) VALUES (999, 1, 1000, 300, 300, 'no_time');")
        XCTAssertThrowsError(try Migrator(migrations: Migration.embedded + [orphan]).migrate(database)) { error in
            XCTAssertTrue("\(error)".contains("foreign key check failed"), "\(error)")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits").int64Value, 0)
    }

    func testRefusesNewerEditedAndForeignDatabases() throws {
        let database = try newDatabase()
        let extra = Migration(number: Migrator().latestVersion + 1, name: "from_the_future", sql: "CREATE TABLE future (x);")
        try Migrator(migrations: Migration.embedded + [extra]).migrate(database)
        XCTAssertThrowsError(try Migrator().validate(database)) { error in
            XCTAssertEqual(error as? MigrationError, .newerSchema(path: database.path, found: extra.number, known: extra.number - 1))
        }

        let edited = try newDatabase("edited.sqlite")
        try Migrator().migrate(edited)
        var changed = Migration.embedded
        changed[0].sql += "\n-- edited after shipping\n"
        XCTAssertThrowsError(try Migrator(migrations: changed).validate(edited)) { error in
            XCTAssertEqual(error as? MigrationError, .editedMigration(number: 1, name: "runs_splits_samples"))
        }

        let foreign = try newDatabase("foreign.sqlite")
        try foreign.execute("CREATE TABLE things (x)")
        XCTAssertThrowsError(try Migrator().validate(foreign)) { error in
            XCTAssertEqual(error as? MigrationError, .notALogbook(path: foreign.path))
        }
    }

    func testCheckConstraintsRejectNonFiniteValues() throws {
        let database = try newDatabase()
        try Migrator().migrate(database)
        let insert = """
            INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at)
            VALUES (0, 0, 'running', ?, 600, ?, ?, 'gpx', 0)
            """
        XCTAssertThrowsError(try database.execute(insert, [.real(.infinity), .null, .text("no_distance")]))
        XCTAssertThrowsError(try database.execute(insert, [.real(1000), .real(.infinity), .text("ok")]))
        XCTAssertThrowsError(try database.execute(insert, [.real(1000), .null, .text("ok")]))
        XCTAssertThrowsError(try database.execute(insert, [.real(-5), .null, .text("no_distance")]))
        XCTAssertNoThrow(try database.execute(insert, [.real(2000), .real(300), .text("ok")]))
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
    }

    func testDriftIsReported() throws {
        let database = try newDatabase()
        try Migrator().migrate(database)
        try database.execute("ALTER TABLE runs ADD COLUMN shoe TEXT")
        let drift = MigrationRehearsal.drift(actual: try Migrator.schema(of: database), expected: try Migrator().freshSchema())
        XCTAssertEqual(drift, ["table runs differs"])
    }

    private func snapshot(_ database: Database, including extra: [String] = []) throws -> [String: [[String: SQLiteValue]]] {
        var result: [String: [[String: SQLiteValue]]] = [:]
        let tables = try database.userTableNames()
        for table in tables + extra.filter({ !tables.contains($0) }) where table != Migrator.recordTable {
            let statement = try database.prepare("SELECT * FROM \(table) ORDER BY 1, 2")
            try statement.bind([])
            var rows: [[String: SQLiteValue]] = []
            while try statement.step() {
                var row: [String: SQLiteValue] = [:]
                for column in 0..<statement.columnCount { row[statement.columnName(Int32(column))] = statement.column(Int32(column)) }
                rows.append(row)
            }
            result[table] = rows
        }
        return result
    }

    private func columnNames(_ database: Database, table: String, within names: [String]) throws -> Set<String> {
        let existing = try SampleRows.columns(of: table, in: database)
        return Set(existing).intersection(names)
    }
}
