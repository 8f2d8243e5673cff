import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore

final class MigrateCommandTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private var latest: Int { Migrator().latestVersion }
    /// The schema one migration behind the latest (numbers reserved for parallel work may be missing).
    private var previous: Int { Migrator().migrations.dropLast().last?.number ?? 0 }

    func testMigrateCreatesFoldersAndDatabaseThenIsANoOp() throws {
        let db = folder.path("deep/er/logbook.sqlite")
        let first = try CLIRunner.run(["migrate", "--db", db])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("Applied 0001_runs_splits_samples\n"), first.stdout)
        XCTAssertTrue(first.stdout.hasSuffix("The logbook at \(db) is now at schema \(latest).\n"), first.stdout)
        let second = try CLIRunner.run(["migrate"], environment: ["LOGBOOK_DB": db])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stdout, "The logbook at \(db) is up to date (schema \(latest)).\n")
    }

    func testDefaultLocationFollowsXDGDataHome() throws {
        let result = try CLIRunner.run(["migrate"], environment: ["XDG_DATA_HOME": folder.path("xdg")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path("xdg/logbook/logbook.sqlite")))
    }

    func testListShowsAppliedThenPending() throws {
        let db = folder.path("logbook.sqlite")
        let fresh = try CLIRunner.run(["migrate", "--list", "--db", db])
        XCTAssertEqual(fresh.status, 0)
        XCTAssertTrue(fresh.stdout.hasPrefix("Applied:\n  (none)\nPending:\n  0001_runs_splits_samples\n"), fresh.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "--list must not create the database")
        try CLIRunner.run(["migrate", "--db", db])
        let listed = try CLIRunner.run(["migrate", "--list", "--db", db])
        XCTAssertTrue(listed.stdout.contains("  0001_runs_splits_samples  20"), listed.stdout)
        XCTAssertTrue(listed.stdout.hasSuffix("Pending:\n  (none)\n"), listed.stdout)
    }

    func testUpgradeWritesABackupBeforeTouchingData() throws {
        let db = folder.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            try Migrator().migrate(database, upTo: previous)
            if previous == 0 { throw XCTSkip("only one migration exists; no upgrade path to exercise yet") }
            try database.execute(
                "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (1700000000, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)")
        }
        let result = try CLIRunner.run(["migrate", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".backup-v") }
        XCTAssertEqual(names.count, 1, "\(names)")
        XCTAssertTrue(names[0].hasPrefix("logbook.sqlite.backup-v\(previous)-"), names[0])
        XCTAssertTrue(result.stdout.hasPrefix("Backup written to \(folder.path(names[0]))\n"), result.stdout)
        let backup = try Database(path: folder.path(names[0]), mode: .readOnly)
        XCTAssertEqual(try backup.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try backup.scalar("SELECT max(number) FROM logbook_migrations").int64Value, Int64(previous))
    }

    /// Eight `migrate` runs at once on a logbook one schema behind: one backup, and every
    /// run reports the schema the logbook is really at (they once wrote eight backups and
    /// three said "up to date (schema 1)" of a logbook at 3).
    func testConcurrentUpgradesWriteOneBackupAndReportTheRealSchema() throws {
        try concurrentUpgradesWriteOneBackup(from: previous)
    }

    /// From schema 1 every migration is pending: an upgrader arriving between two of
    /// another's migrations used to back up the half-upgraded logbook and report it
    /// upgraded (2 to 4 backups in most rounds); the upgrade lock makes it wait instead.
    /// The logbook holds the schema-1 seed (four runs with splits and samples), and the
    /// race is run in several rounds: without the lock most runs of this test saw it.
    func testConcurrentUpgradesFromTheFirstSchemaWriteOneBackup() throws {
        for round in 1...Self.firstSchemaRounds {
            let roundFolder = try ScratchFolder()
            defer { roundFolder.remove() }
            try concurrentUpgradesWriteOneBackup(from: 1, seed: try SeedFixture.sql(for: "0001_runs_splits_samples"), in: roundFolder, round: round)
        }
    }

    /// How many rounds of eight upgraders from schema 1 the test runs.
    private static let firstSchemaRounds = 6

    private func concurrentUpgradesWriteOneBackup(from version: Int) throws {
        try concurrentUpgradesWriteOneBackup(from: version, seed: ScratchFolder.oneRunSQL, in: folder, round: 1)
    }

    /// Eight `migrate` processes at once on a logbook at `version` holding `seed`: exactly
    /// one upgrades it (and writes the one backup), the others report it up to date at
    /// the latest schema.
    private func concurrentUpgradesWriteOneBackup(from version: Int, seed: String, in folder: ScratchFolder, round: Int) throws {
        let db = try folder.olderLogbook(version: version, seed: seed)
        let binary = CLIRunner.binary
        let children = try (0..<8).map { _ in try LogbookProcess(["migrate", "--db", db], executable: binary) }
        var upgraded = 0
        for child in children {
            let result = try child.wait(timeout: 60)
            XCTAssertEqual(result.status, 0, "round \(round): \(result.stderr)")
            let upToDate = result.stdout == "The logbook at \(db) is up to date (schema \(latest)).\n"
            if !upToDate {
                XCTAssertTrue(result.stdout.hasSuffix("The logbook at \(db) is now at schema \(latest).\n"), "round \(round): \(result.stdout)")
                upgraded += 1
            }
        }
        XCTAssertEqual(upgraded, 1, "round \(round)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".backup") }
        XCTAssertEqual(names.count, 1, "round \(round): \(names)")
        XCTAssertEqual(names.first.map { $0.hasPrefix("logbook.sqlite.backup-v\(version)-") }, true, "round \(round): \(names)")
    }

    func testCheckPassesOnPopulatedDatabaseAndReportsDrift() throws {
        let db = folder.path("logbook.sqlite")
        try CLIRunner.run(["migrate", "--db", db])
        do {
            let database = try Database(path: db)
            try database.configure()
            try database.execute(
                "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (1700000000, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: db))
        let passing = try CLIRunner.run(["migrate", "--check", "--db", db])
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        XCTAssertTrue(passing.stdout.contains("ok   schema matches a fresh database\n"), passing.stdout)
        XCTAssertTrue(passing.stdout.hasSuffix("All checks passed.\n"))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), bytes)

        do {
            let database = try Database(path: db)
            try database.execute("ALTER TABLE runs ADD COLUMN shoe TEXT")
        }
        let drifting = try CLIRunner.run(["migrate", "--check", "--db", db])
        XCTAssertEqual(drifting.status, 1)
        XCTAssertTrue(drifting.stdout.contains("FAIL schema matches a fresh database: table runs differs\n"), drifting.stdout)
        XCTAssertTrue(drifting.stdout.contains("ok   no table lost rows"), drifting.stdout)
    }

    // MARK: - Refusals: exit 1, a clear message, the file byte-for-byte unchanged.

    private func assertRefused(_ db: String, message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        for arguments in [["migrate"], ["migrate", "--check"], ["migrate", "--list"]] {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stdout)", file: file, line: line)
            XCTAssertEqual(result.stderr, "Error: \(message)\n", "\(arguments)", file: file, line: line)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before, "\(arguments) changed the file", file: file, line: line)
        }
    }

    func testRefusesAFileThatIsNotADatabase() throws {
        let db = folder.path("notes.sqlite")
        try Data("These are my running notes, not a database.\n".utf8).write(to: URL(fileURLWithPath: db))
        try assertRefused(db, message: "\(db) is not a logbook database (it is not an SQLite file); refusing to touch it")
    }

    func testRefusesADatabaseWrittenByANewerLogbook() throws {
        let db = folder.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            let future = Migration(number: latest + 1, name: "future_feature", sql: "CREATE TABLE shoes (id INTEGER PRIMARY KEY);")
            try Migrator(migrations: Migration.embedded + [future]).migrate(database)
        }
        try assertRefused(db, message: "\(db) was written by a newer logbook (schema \(latest + 1)); this logbook knows up to \(latest). Upgrade logbook to use it")
    }

    func testRefusesAnEditedMigration() throws {
        let db = folder.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            try Migrator().migrate(database)
            try database.execute("UPDATE logbook_migrations SET checksum = 'edited' WHERE number = 1")
        }
        try assertRefused(db, message: "migration 0001_runs_splits_samples applied to this database differs from the one built into this logbook (checksum mismatch); refusing to continue")
    }

    func testRefusesACorruptDatabaseAndNamesTheNewestBackup() throws {
        let db = folder.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            try Migrator().migrate(database)
            try database.inTransaction {
                for index in 0..<400 {
                    try database.execute(
                        "INSERT INTO runs (start_utc, utc_offset_s, sport, name, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (?, 0, 'running', ?, 5000, 1500, 300, 'ok', 'gpx', 0)",
                        [.integer(Int64(1_700_000_000 + index)), .text(String(repeating: "x", count: 200))])
                }
            }
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            try database.execute("PRAGMA journal_mode = DELETE")
        }
        let backup = db + ".backup-v1-20250101T000000Z"
        try FileManager.default.copyItem(atPath: db, toPath: backup)
        // Overwrite the middle of the file (pages of the runs table) with garbage.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: db))
        try handle.seek(toOffset: 4096 * 5)
        handle.write(Data(repeating: 0xA5, count: 4096 * 3))
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let result = try CLIRunner.run(["migrate", "--db", db])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Error: \(db) is damaged ("), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("; restore the newest backup: cp '\(backup)' '\(db)'\n"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: db)), before)
    }

    /// The migrations are inside the binary: a copy alone in an empty folder creates and
    /// upgrades a logbook. (That the release build needs no Swift library either is in
    /// `ReleaseBinaryTests`.)
    func testBinaryCopiedAloneCreatesAndMigratesADatabase() throws {
        let lonely = try ScratchFolder()
        defer { lonely.remove() }
        let binary = CLIRunner.binary
        let copy = lonely.url.appendingPathComponent("logbook")
        try FileManager.default.copyItem(at: binary, to: copy)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: lonely.url.path), ["logbook"])
        let result = try CLIRunner.run(["migrate", "--db", "here.sqlite"], executable: copy, currentDirectory: lonely.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("is now at schema \(latest)."), result.stdout)
        let database = try Database(path: lonely.path("here.sqlite"), mode: .readOnly)
        XCTAssertEqual(try Migrator().applied(in: database).count, Migrator().migrations.count)
    }

    /// A temporary folder that is a file, or that does not exist, is named with its cause;
    /// a missing one is not created.
    func testCheckNamesAnUnusableTemporaryFolderAndItsCause() throws {
        let db = folder.path("logbook.sqlite")
        XCTAssertEqual(try CLIRunner.run(["migrate", "--db", db]).status, 0)
        let file = folder.path("a-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let missing = folder.path("missing/deeper")
        for (tmpdir, cause) in [(file, "is a file, not a folder"), (missing, "does not exist")] {
            let result = try CLIRunner.run(["migrate", "--check", "--db", db], environment: ["TMPDIR": tmpdir])
            XCTAssertEqual(result.status, 1, result.stdout)
            XCTAssertEqual(
                result.stderr,
                "Error: the temporary folder \(tmpdir) \(cause): 'logbook migrate --check' copies the logbook there "
                    + "(set TMPDIR to a writable folder with free space); \(db) was not changed\n")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("missing")), "the missing folder was created")
    }
}
