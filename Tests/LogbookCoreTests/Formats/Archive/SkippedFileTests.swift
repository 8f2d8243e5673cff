import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// Files that hold no activity are `skipped` with their reason, not rejected.
final class SkippedFileTests: XCTestCase {
    /// A valid FIT file whose `file_id.type` is `type` and which holds nothing else.
    static func fitFile(type: UInt64) -> Data {
        var encoder = FITTestEncoder()
        encoder.define(local: 0, global: 0, [FITTestEncoder.Field(number: 0, size: 1, type: FITTestEncoder.enumType)])
        encoder.message(local: 0, [type])
        return Data(encoder.file())
    }

    func testAMonitoringFITFileIsSkippedAndNothingIsStored() throws {
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let result = try importer.importFile(ImportInput(data: Self.fitFile(type: 32), displayName: "x.zip:m.fit"), into: database)
        XCTAssertEqual(result.status, .skipped)
        XCTAssertEqual(result.reason, "not an activity: monitoring")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
        let settings = try importer.importFile(ImportInput(data: Self.fitFile(type: 2), displayName: "s.fit"), into: database)
        XCTAssertEqual(settings.reason, "not an activity: settings")
        // A broken FIT file is still rejected, whatever its type.
        var broken = Self.fitFile(type: 32)
        broken[broken.count - 1] ^= 0xFF
        XCTAssertEqual(try importer.importFile(ImportInput(data: broken, displayName: "b.fit"), into: database).status, .rejected)
    }
}
