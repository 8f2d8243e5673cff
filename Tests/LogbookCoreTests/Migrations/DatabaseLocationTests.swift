import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookStore

final class DatabaseLocationTests: XCTestCase {
    func testOrderOfPrecedence() {
        let env = ["LOGBOOK_DB": "/env/db.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"]
        XCTAssertEqual(DatabaseLocation.resolve(option: "/opt/x.sqlite", environment: env), "/opt/x.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(option: nil, environment: env), "/env/db.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"]),
                       "/xdg/logbook/logbook.sqlite")
        XCTAssertEqual(DatabaseLocation.resolve(option: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/home/ann"]),
                       "/home/ann/.local/share/logbook/logbook.sqlite")
    }

    func testBackupNameAndNewestBackup() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let db = folder.path("logbook.sqlite")
        let date = Date(timeIntervalSince1970: 1_764_474_600)  // 2025-11-30T03:50:00Z
        XCTAssertEqual(BackupNaming.path(for: db, version: 2, at: date), db + ".backup-v2-20251130T035000Z")
        XCTAssertNil(BackupNaming.newestBackup(of: db))
        for name in ["logbook.sqlite.backup-v1-20240101T000000Z", "logbook.sqlite.backup-v2-20250601T120000Z",
                     "logbook.sqlite.backup-v1-20231231T235959Z", "other.sqlite.backup-v9-20991231T000000Z"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.path(name), contents: Data()))
        }
        XCTAssertEqual(BackupNaming.backups(of: db).map(\.path).last, folder.path("logbook.sqlite.backup-v2-20250601T120000Z"))
        // Empty files are no logbooks: none of them is advised as a backup (see BackupTests).
        XCTAssertNil(BackupNaming.newestBackup(of: db))
    }
}

final class LocalDateTimeTests: XCTestCase {
    func testFormatsInTheRunsOffset() {
        XCTAssertEqual(LocalDateTime.iso8601(utc: 1_735_687_800, offset: 3600), "2025-01-01T00:30:00+01:00")
        XCTAssertEqual(LocalDateTime.iso8601(utc: 1_735_687_800, offset: -18000), "2024-12-31T18:30:00-05:00")
        XCTAssertEqual(LocalDateTime.iso8601(utc: 0, offset: 19800), "1970-01-01T05:30:00+05:30")
        XCTAssertEqual(LocalDateTime.iso8601(utc: -1, offset: 0), "1969-12-31T23:59:59+00:00")
        XCTAssertEqual(LocalDateTime.date(utc: 951_782_400, offset: 0), "2000-02-29")
        XCTAssertEqual(LocalDateTime.minute(utc: 1_719_835_200, offset: -14400), "2024-07-01 08:00")
    }

    func testExtremeHandWrittenStartsDoNotTrap() {
        XCTAssertFalse(LocalDateTime.iso8601(utc: Int64.max, offset: 3600).isEmpty)
        XCTAssertFalse(LocalDateTime.iso8601(utc: Int64.min + 10, offset: -3600).isEmpty)
    }
}
