import Foundation
import XCTest

@testable import LogbookCore

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
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let db = folder.path("logbook.sqlite")
        let date = Date(timeIntervalSince1970: 1_764_474_600)  // 2025-11-30T03:50:00Z
        XCTAssertEqual(BackupNaming.path(for: db, version: 2, at: date), db + ".backup-v2-20251130T035000Z")
        XCTAssertNil(BackupNaming.newestBackup(of: db))
        for name in ["logbook.sqlite.backup-v1-20240101T000000Z", "logbook.sqlite.backup-v2-20250601T120000Z",
                     "logbook.sqlite.backup-v1-20231231T235959Z", "other.sqlite.backup-v9-20991231T000000Z"] {
            FileManager.default.createFile(atPath: folder.path(name), contents: Data())
        }
        XCTAssertEqual(BackupNaming.newestBackup(of: db), folder.path("logbook.sqlite.backup-v2-20250601T120000Z"))
    }
}
