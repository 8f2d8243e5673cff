import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// Backups before an upgrade: named and chosen by their parsed time, only complete ones
/// count, written whole or not at all, with the database's permissions, never through a
/// planted link, and not written again by a retried upgrade.
final class BackupTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private var latest: Int { Migrator().latestVersion }

    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? Date.distantPast
    }

    /// A logbook at `version` (default: the latest) holding one run.
    private func logbook(_ name: String = "logbook.sqlite", version: Int? = nil) throws -> String {
        let path = folder.path(name)
        let database = try Database(path: path)
        try database.configure()
        try Migrator().migrate(database, upTo: version)
        try database.execute(
            "INSERT INTO runs (start_utc, utc_offset_s, sport, distance_m, moving_s, pace_s_per_km, pace_status, source, imported_at) VALUES (1700000000, 0, 'running', 5000, 1500, 300, 'ok', 'gpx', 0)")
        return path
    }

    private func backupNames(of db: String) throws -> [String] {
        let name = URL(fileURLWithPath: db).lastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.hasPrefix(name + ".backup") }.sorted()
    }

    func testBackupNamesParseOnlyWhenWhole() throws {
        let parsed = BackupName.parse("logbook.sqlite.backup-v2-20261130T035000Z", databaseName: "logbook.sqlite")
        XCTAssertEqual(parsed, BackupName(version: 2, time: Self.date("2026-11-30T03:50:00Z")))
        XCTAssertEqual(BackupName.parse("logbook.sqlite.backup-v2-20261130T035000Z-3", databaseName: "logbook.sqlite")?.sequence, 3)
        for bad in [
            "logbook.sqlite.backup-v1-20261130T035000Z-journal", "logbook.sqlite.backup-v1-20261130T035000Z-wal",
            "logbook.sqlite.backup-v1-20261332T035000Z", "logbook.sqlite.backup-v1-20260230T035000Z",
            "logbook.sqlite.backup-v1-20261130T035000", "logbook.sqlite.backup-vX-20261130T035000Z",
            "logbook.sqlite.backup-v1-20261130T035000Z-1", "other.sqlite.backup-v1-20261130T035000Z",
        ] {
            XCTAssertNil(BackupName.parse(bad, databaseName: "logbook.sqlite"), bad)
        }
    }

    /// The advice once named `<db>.backup-v1-<T>-journal` (the text after the last `-`
    /// sorts after any time): following it destroyed the logbook.
    func testNewestBackupIsChosenByParsedTimeAndOnlyWhenComplete() throws {
        let db = try logbook()
        let database = try Database(path: db)
        let old = try BackupWriter(databasePath: db).write(from: database, version: latest, now: Self.date("2025-01-01T00:00:00Z"))
        XCTAssertEqual(try backupNames(of: db), ["logbook.sqlite.backup-v\(latest)-20250101T000000Z"])
        // Newer by the text of their names, and none of them a complete backup.
        let journal = db + ".backup-v1-20250101T000000Z-journal"
        let truncated = db + ".backup-v\(latest)-20260101T000000Z"
        let notALogbook = db + ".backup-v\(latest)-20260201T000000Z"
        let withJournal = db + ".backup-v\(latest)-20260301T000000Z"
        try Data(repeating: 7, count: 512).write(to: URL(fileURLWithPath: journal))
        try Data(try Data(contentsOf: URL(fileURLWithPath: old)).prefix(4096)).write(to: URL(fileURLWithPath: truncated))
        do {
            let foreign = try Database(path: notALogbook)
            try foreign.execute("CREATE TABLE notes (text)")
        }
        try FileManager.default.copyItem(atPath: old, toPath: withJournal)
        try Data(repeating: 1, count: 512).write(to: URL(fileURLWithPath: withJournal + "-journal"))
        XCTAssertEqual(BackupNaming.newestBackup(of: db), old)
        XCTAssertFalse(BackupNaming.isComplete(truncated))
        XCTAssertFalse(BackupNaming.isComplete(notALogbook))
        XCTAssertFalse(BackupNaming.isComplete(withJournal))
        XCTAssertTrue(BackupNaming.isComplete(old))
        // A second backup in the same second sorts after the first, by its sequence.
        let second = try BackupWriter(databasePath: db).write(from: database, version: latest, now: Self.date("2027-01-01T00:00:00Z"))
        let third = try BackupWriter(databasePath: db).write(from: database, version: latest, now: Self.date("2027-01-01T00:00:00Z"))
        XCTAssertEqual(third, second + "-2")
        XCTAssertEqual(BackupNaming.newestBackup(of: db), third)
    }

    func testBackupIsWholeWithTheDatabasePermissionsAndDebrisIsRemoved() throws {
        let db = try logbook()
        XCTAssertEqual(chmod(db, 0o600), 0)
        let previous = umask(0o022)
        defer { umask(previous) }
        // Debris of earlier attempts: a temporary copy, and a partial backup with its journal.
        let partial = db + BackupWriter.partialInfix + "left-by-a-kill"
        try Data(repeating: 0, count: 8192).write(to: URL(fileURLWithPath: partial))
        let interrupted = db + ".backup-v\(latest)-20240101T000000Z"
        try Data(repeating: 0, count: 100).write(to: URL(fileURLWithPath: interrupted))
        try Data(repeating: 0, count: 100).write(to: URL(fileURLWithPath: interrupted + "-journal"))
        let path = try BackupWriter(databasePath: db).write(from: try Database(path: db), version: latest, now: Self.date("2026-06-01T10:00:00Z"))
        XCTAssertEqual(try backupNames(of: db), ["logbook.sqlite.backup-v\(latest)-20260601T100000Z"])
        XCTAssertEqual(FileIdentity.of(path)?.permissions, 0o600)
        XCTAssertTrue(BackupNaming.isComplete(path))
        let backup = try Database(path: path, mode: .immutable)
        XCTAssertEqual(try backup.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try backup.scalar("PRAGMA integrity_check").stringValue, "ok")
    }

    func testADanglingLinkAtTheNextBackupNameDoesNotRedirectIt() throws {
        let db = try logbook()
        let now = Self.date("2026-06-01T10:00:00Z")
        let planted = BackupNaming.path(for: db, version: latest, at: now)
        let target = folder.path("elsewhere/stolen.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(target, planted), 0)
        let path = try BackupWriter(databasePath: db).write(from: try Database(path: db), version: latest, now: now)
        XCTAssertEqual(path, planted + "-2")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target), "the backup went through the planted link")
        XCTAssertTrue(BackupNaming.isComplete(path))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: planted), target)
    }

    /// A failing upgrade retried: five attempts, one backup (it once wrote five).
    func testAFailingUpgradeRetriedReusesItsBackup() throws {
        let db = try logbook()
        let failing = Migration(
            number: Migrator().latestVersion + 1, name: "failing_test_only",
            sql: "CREATE TABLE shoes (id INTEGER PRIMARY KEY);\nINSERT INTO no_such_table VALUES (1);")
        let opener = LogbookOpener(migrator: Migrator(migrations: Migration.embedded + [failing]))
        var written: String?
        for attempt in 0..<5 {
            XCTAssertThrowsError(try opener.open(path: db, now: Date().addingTimeInterval(Double(attempt) * 5))) { error in
                guard case MigrationError.migrationFailed = error else { return XCTFail("\(error)") }
            }
            let names = try backupNames(of: db)
            XCTAssertEqual(names.count, 1, "attempt \(attempt): \(names)")
            if written == nil { written = names.first }
            XCTAssertEqual(names.first, written)
        }
        // Once the logbook changes, the old backup is not of its state any more.
        do {
            let database = try Database(path: db)
            try database.configure()
            try database.execute("UPDATE runs SET name = 'changed'")
        }
        XCTAssertThrowsError(try opener.open(path: db, now: Date().addingTimeInterval(60)))
        XCTAssertEqual(try backupNames(of: db).count, 2)
    }

    func testShellQuotingSurvivesQuotesInNames() {
        XCTAssertEqual(ShellQuoting.quote("plain"), "'plain'")
        XCTAssertEqual(ShellQuoting.quote("it's; rm -rf ~"), "'it'\\''s; rm -rf ~'")
        let message = MigrationError.corrupt(path: "/l/o'b.sqlite", detail: "x", newestBackup: "/l/o'b.sqlite.backup-v1-20260101T000000Z").description
        XCTAssertTrue(message.hasSuffix("cp '/l/o'\\''b.sqlite.backup-v1-20260101T000000Z' '/l/o'\\''b.sqlite'"), message)
    }
}

/// `migrate --check` copies the logbook into a private folder, removed afterwards; what a
/// killed check left is removed by the next one.
final class CheckCopyFolderTests: XCTestCase {
    func testCheckFoldersArePrivateAndStaleOnesAreRemoved() throws {
        let base = try ScratchFolder()
        defer { base.remove() }
        // A folder of a process that is gone (pid 2^22 + 1 is above Linux's limit), and one of ours.
        let stale = base.url.appendingPathComponent(CheckCopyFolder.prefix + "4194305-left-by-a-kill")
        let live = base.url.appendingPathComponent(CheckCopyFolder.prefix + "\(getpid())-running")
        for folder in [stale, live] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("copy".utf8).write(to: folder.appendingPathComponent("copy.sqlite"))
        }
        let made = try CheckCopyFolder.make(in: base.url)
        XCTAssertEqual(FileIdentity.of(made.url.path)?.permissions, 0o700)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path))
        made.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: made.url.path))
    }

    func testTheRehearsalLeavesNothingBehind() throws {
        let base = try ScratchFolder()
        defer { base.remove() }
        let db = base.path("logbook.sqlite")
        do {
            let database = try Database(path: db)
            try database.configure()
            try Migrator().migrate(database, upTo: 1)
        }
        let temporary = base.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let report = try LogbookOpener().rehearse(path: db, temporaryFolder: temporary)
        XCTAssertTrue(report.passed, "\(report.items)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }
}
