import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// Commands that only read (`list`, `stats`, `show`, `records`, `clean` without `--apply`)
/// change nothing of the logbook, whatever its journal, and meeting damage they say the
/// logbook is damaged and name the newest complete backup, printing nothing else.
final class ReadingCommandsTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let imported = try CLIRunner.run(["import", "--db", db, CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let database = try Database(path: db)
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        _ = try database.scalar("PRAGMA journal_mode = DELETE")
    }

    override func tearDown() { folder.remove() }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// A run with splits, as `show` needs one.
    private func runWithSplits() throws -> Int64 {
        let database = try Database(path: db, mode: .readOnly)
        return try XCTUnwrap(try database.scalar("SELECT run_id FROM splits ORDER BY run_id LIMIT 1").int64Value)
    }

    private func readingCommands() throws -> [[String]] {
        [["list"], ["list", "--json"], ["stats", "--monthly"], ["stats", "--yearly", "--json"],
         ["show", String(try runWithSplits())], ["records"], ["clean"]]
    }

    func testReadingARollbackJournalLogbookChangesNoByteAndNeverSwitchesItToWAL() throws {
        let before = try bytes(db)
        XCTAssertEqual(Array(before[18..<20]), [1, 1], "the logbook uses a rollback journal")
        for arguments in try readingCommands() {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(Array(try bytes(db)[18..<20]), [1, 1], "\(arguments) switched the logbook to WAL")
            XCTAssertEqual(try bytes(db), before, "\(arguments) changed the logbook")
            XCTAssertNil(FileIdentity.of(db + "-wal"), "\(arguments) left a -wal")
        }
    }

    /// Overwrites the root page of `table` with bytes no page holds (for `sqlite_master`,
    /// page 1 after the file's 100-byte header).
    private func damage(_ table: String) throws {
        let root = table == "sqlite_master" ? 1 : try XCTUnwrap(
            try Database(path: db, mode: .readOnly).scalar("SELECT rootpage FROM sqlite_master WHERE name = ?", [.text(table)]).int64Value)
        let skip: UInt64 = root == 1 ? 100 : 0
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: db))
        try handle.seek(toOffset: UInt64(root - 1) * 4096 + skip)
        handle.write(Data(repeating: 0xA5, count: 4096 - Int(skip)))
        try handle.close()
    }

    func testReadingCommandsMeetingDamageSayItAndNameTheNewestCompleteBackup() throws {
        let showID = try runWithSplits()
        let backup = db + ".backup-v\(Migrator().latestVersion)-20260101T000000Z"
        try FileManager.default.copyItem(atPath: db, toPath: backup)
        // A partial backup, newer by its name, is never the one named.
        try Data(repeating: 1, count: 512).write(to: URL(fileURLWithPath: db + ".backup-v1-20260102T000000Z"))
        let advice = "; restore the newest backup: cp '\(backup)' '\(db)'\n"
        for (table, commands) in [
            ("runs", try readingCommands()), ("splits", [["show", String(showID)], ["show", String(showID), "--json"]]),
            // The schema's own page: met while the logbook is judged, before any command runs.
            ("sqlite_master", try readingCommands() + [["import", CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path]]),
        ] {
            try FileManager.default.removeItem(atPath: db)
            try FileManager.default.copyItem(atPath: backup, toPath: db)
            try damage(table)
            let before = try bytes(db)
            for arguments in commands {
                let result = try CLIRunner.run(arguments + ["--db", db])
                XCTAssertEqual(result.status, 1, "\(table) \(arguments): \(result.stdout)")
                // With --json the same words come as the JSON error's message.
                XCTAssertTrue(result.errorText.hasPrefix("Error: \(db) is damaged ("), "\(table) \(arguments): \(result.stderr)")
                XCTAssertTrue(result.errorText.hasSuffix(advice), "\(table) \(arguments): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", "\(table) \(arguments) printed part of its output")
                XCTAssertEqual(try bytes(db), before, "\(table) \(arguments) changed the damaged logbook")
            }
        }
    }
}
