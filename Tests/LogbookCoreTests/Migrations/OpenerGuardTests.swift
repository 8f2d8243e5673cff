import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// What the opener refuses, and that a refusal changes nothing: a `-wal` holding the last
/// commits stays byte for byte; a file with two names, one replaced or deleted while
/// written, one damaged, or one whose schema another tool changed, is never written.
final class OpenerGuardTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let insertRun =
        "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (?, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)"

    private func logbook(_ name: String = "logbook.sqlite", runs: Int = 1) throws -> String {
        let path = folder.path(name)
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database)
        try database.inTransaction {
            for index in 0..<runs { try database.execute(insertRun, [.integer(Int64(1_700_000_000 + index * 86_400))]) }
        }
        return path
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// Copies `db`, its `-wal` and `-shm` into `copies/` while `change` has just committed
    /// into the `-wal` without a checkpoint, as a crash would leave them.
    private func snapshotWithCommitsInTheWAL(_ db: String, change: (Database) throws -> Void) throws -> String {
        let writer = try Database(path: db)
        try writer.configure()
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try change(writer)
        let copies = folder.path("copies")
        try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: db + suffix, toPath: copies + "/logbook.sqlite" + suffix)
        }
        XCTAssertGreaterThan(FileIdentity.of(copies + "/logbook.sqlite-wal")?.size ?? 0, 0)
        return copies + "/logbook.sqlite"
    }

    func testRefusingANewerDatabaseLeavesItsWALByteForByte() throws {
        let db = try logbook()
        let copy = try snapshotWithCommitsInTheWAL(db) { writer in
            try writer.execute(
                "INSERT INTO logbook_migrations (number, name, checksum, applied_at) VALUES (99, 'future', 'x', '2030-01-01T00:00:00Z')")
        }
        let (main, wal) = (try bytes(copy), try bytes(copy + "-wal"))
        for access in [LogbookAccess.read, .write] {
            XCTAssertThrowsError(try LogbookOpener().open(path: copy, access: access)) { error in
                XCTAssertEqual(error as? MigrationError, .newerSchema(path: copy, found: 99, known: Migrator().latestVersion))
            }
        }
        XCTAssertThrowsError(try LogbookOpener().openExisting(path: copy))
        XCTAssertEqual(try bytes(copy), main, "the refusal changed the database file")
        XCTAssertEqual(try bytes(copy + "-wal"), wal, "the refusal checkpointed or deleted the -wal")
    }

    func testRefusingAnEditedMigrationInTheWALLeavesItByteForByte() throws {
        let db = try logbook()
        let copy = try snapshotWithCommitsInTheWAL(db) { writer in
            try writer.execute("UPDATE logbook_migrations SET checksum = 'edited' WHERE number = 1")
        }
        let (main, wal) = (try bytes(copy), try bytes(copy + "-wal"))
        XCTAssertThrowsError(try LogbookOpener().open(path: copy)) { error in
            XCTAssertEqual(error as? MigrationError, .editedMigration(number: 1, name: "runs_splits_samples"))
        }
        XCTAssertNoThrow(try LogbookOpener().verifyIntegrity(path: copy))
        XCTAssertEqual(try bytes(copy), main)
        XCTAssertEqual(try bytes(copy + "-wal"), wal)
    }

    func testAcceptedDatabaseWithCommitsInTheWALKeepsThem() throws {
        let db = try logbook()
        let copy = try snapshotWithCommitsInTheWAL(db) { writer in
            try writer.execute(self.insertRun, [.integer(1_800_000_000)])
        }
        let (database, _) = try LogbookOpener().open(path: copy, access: .read)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 2)
    }

    func testAFileWithTwoNamesIsRefused() throws {
        let db = try logbook()
        let second = folder.path("second-name.sqlite")
        XCTAssertEqual(link(db, second), 0)
        let before = try bytes(db)
        for path in [db, second] {
            XCTAssertThrowsError(try LogbookOpener().open(path: path)) { error in
                XCTAssertEqual(error as? OpenError, .hardLinked(path: path, links: 2))
            }
        }
        XCTAssertTrue("\(OpenError.hardLinked(path: db, links: 2))".contains("has 2 names (hard links)"))
        XCTAssertEqual(try bytes(db), before)
    }

    func testADatabaseReplacedWhileWrittenFailsBeforeCommit() throws {
        let db = try logbook()
        let other = try logbook("other.sqlite", runs: 3)
        let (database, _) = try LogbookOpener().open(path: db)
        XCTAssertEqual(rename(other, db), 0)
        XCTAssertThrowsError(try database.inTransaction { try database.execute(insertRun, [.integer(1_900_000_000)]) }) { error in
            guard case .replacedAndKept(db, let copy) = error as? OpenError else { return XCTFail("\(error)") }
            XCTAssertEqual(try? Database(path: copy, mode: .readOnly).scalar("SELECT count(*) FROM runs").int64Value, 1)
        }
        XCTAssertTrue(database.isAutocommit)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1, "the run was committed to the replaced file")
        let replacement = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try replacement.scalar("SELECT count(*) FROM runs").int64Value, 3)
        XCTAssertEqual(try replacement.scalar("PRAGMA integrity_check").stringValue, "ok")
    }

    func testADatabaseDeletedWhileWrittenFailsBeforeCommit() throws {
        let db = try logbook()
        let (database, _) = try LogbookOpener().open(path: db)
        XCTAssertEqual(unlink(db), 0)
        XCTAssertThrowsError(try database.inTransaction { try database.execute(insertRun, [.integer(1_900_000_000)]) }) { error in
            guard case .replacedAndKept(db, let copy) = error as? OpenError else { return XCTFail("\(error)") }
            XCTAssertEqual(try? Database(path: copy, mode: .readOnly).scalar("SELECT count(*) FROM runs").int64Value, 1)
        }
    }

    /// Replaced after the writer's last commit, while its commits still sit in the `-wal`:
    /// as the connection closes, what it stored is saved beside the path, and the file moved
    /// over the path keeps its own runs, with no `-wal` of the writer left to replay onto it.
    func testADatabaseReplacedAfterItsLastCommitIsSavedAsItCloses() throws {
        let db = try logbook()
        let other = try logbook("other.sqlite", runs: 3)
        do {
            let (database, _) = try LogbookOpener().open(path: db)
            try database.execute("PRAGMA wal_autocheckpoint = 0")
            try database.inTransaction { try database.execute(insertRun, [.integer(1_900_000_000)]) }
            XCTAssertGreaterThan(FileIdentity.of(db + "-wal")?.size ?? 0, 0)
            XCTAssertEqual(rename(other, db), 0)
        }
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("logbook.sqlite.replaced-") }
        XCTAssertEqual(copies.count, 1, "\(copies)")
        let copy = try Database(path: folder.path(try XCTUnwrap(copies.first)), mode: .readOnly)
        XCTAssertEqual(try copy.scalar("SELECT count(*) FROM runs").int64Value, 2)
        XCTAssertEqual(FileIdentity.of(db + "-wal")?.size ?? 0, 0)
        let replacement = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(try replacement.scalar("SELECT count(*) FROM runs").int64Value, 3)
        XCTAssertEqual(try replacement.scalar("PRAGMA integrity_check").stringValue, "ok")
    }

    func testATriggerAddedByAnotherToolIsRefusedBeforeWriting() throws {
        let db = try logbook()
        do {
            let other = try Database(path: db)
            try other.execute("CREATE TRIGGER eat_samples AFTER INSERT ON sample_chunks BEGIN DELETE FROM sample_chunks; END")
        }
        let before = try bytes(db)
        XCTAssertThrowsError(try LogbookOpener().open(path: db, access: .write)) { error in
            XCTAssertEqual(error as? MigrationError, .schemaDrift(path: db, differences: ["unexpected trigger eat_samples"]))
        }
        XCTAssertEqual(try bytes(db), before)
        // Reading is harmless: the runs are listed.
        let (reader, _) = try LogbookOpener().open(path: db, access: .read)
        XCTAssertEqual(try reader.scalar("SELECT count(*) FROM runs").int64Value, 1)
    }

    func testDamagedRunsPagesAreRefusedBeforeWritingNamingTheNewestCompleteBackup() throws {
        let db = try logbook(runs: 400)
        do {
            let database = try Database(path: db)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            try database.execute("PRAGMA journal_mode = DELETE")
        }
        let backup = try BackupWriter(databasePath: db).write(
            from: try Database(path: db), version: Migrator().latestVersion, now: BackupTests.date("2026-01-01T00:00:00Z"))
        try Data(repeating: 1, count: 512).write(to: URL(fileURLWithPath: db + ".backup-v1-20260101T000000Z-journal"))
        // The first two pages of `runs` (its root and the page after it), wherever the schema put them.
        let root = try XCTUnwrap(try Database(path: db, mode: .readOnly).scalar("SELECT rootpage FROM sqlite_schema WHERE name = 'runs'").int64Value)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: db))
        try handle.seek(toOffset: UInt64(4096 * (root - 1)))
        handle.write(Data(repeating: 0xA5, count: 4096 * 2))
        try handle.close()
        let before = try bytes(db)
        XCTAssertThrowsError(try LogbookOpener().open(path: db, access: .write)) { error in
            guard case MigrationError.corrupt(let path, _, let newest) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, db)
            XCTAssertEqual(newest, backup)
        }
        XCTAssertEqual(try bytes(db), before)
    }

    func testQuickCheckLinesAboutValuesAreNotDamage() {
        XCTAssertEqual(LogbookCheck.problems(in: ["ok"]), [])
        XCTAssertEqual(LogbookCheck.problems(in: ["CHECK constraint failed in runs", "NULL value in runs.sport"]), [])
        XCTAssertEqual(
            LogbookCheck.problems(in: ["CHECK constraint failed in runs", "*** in database main ***\nPage 6: btreeInitPage() returns error code 11"]),
            ["*** in database main ***\nPage 6: btreeInitPage() returns error code 11"])
    }
}
