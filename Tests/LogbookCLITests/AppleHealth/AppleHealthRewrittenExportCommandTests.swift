import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite

/// An Apple Health export rewritten while it was imported (after its hash was read, before
/// its parse) as a runner meets it afterwards: importing it again is a duplicate and
/// `import --refresh` finds every run of it, both exiting 0, with one file record.
final class AppleHealthRewrittenExportCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    /// 2024-07-01 05:00:00 UTC (07:00 in Zurich).
    private let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func count(_ sql: String, in db: String) throws -> Int64 {
        try Database(path: db, mode: .readOnly).scalar(sql).int64Value ?? -1
    }

    func testImportingAndRefreshingAnExportRewrittenDuringItsImportFindOneCompleteFile() throws {
        let export = try RewrittenHealthExport(in: folder.url, start: start)
        let db = folder.path("logbook.sqlite")
        do {
            let database = try folder.migratedLogbook("logbook.sqlite")
            let result = try Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
                .importFile(export.input, into: database)
            XCTAssertEqual(result.status, .imported, "\(String(describing: result.error))")
            XCTAssertEqual(export.reads.reads, 2, "the hash, then the parse of the new bytes")
        }
        let path = export.url.path

        let again = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, """
            \(path): 0 runs imported, 3 duplicates, 0 rejected
            Imported 0 runs from 1 file: 1 duplicate, 0 upgraded, 0 skipped, 0 rejected.

            """)
        XCTAssertEqual(again.stderr, "")

        let refresh = try CLIRunner.run(["import", "--refresh", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        XCTAssertEqual(refresh.stdout, """
            unchanged  \(path): run 1
            unchanged  \(path): run 2
            unchanged  \(path): run 3
            Refreshed 0 of 3 runs: 0 not imported before, 0 skipped, 0 rejected.

            """)
        XCTAssertEqual(refresh.stderr, "")

        XCTAssertEqual(try count("SELECT count(*) FROM import_files", in: db), 1)
        XCTAssertEqual(try count("SELECT complete FROM import_files", in: db), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM runs", in: db), 3)
        XCTAssertEqual(try count("SELECT count(*) FROM run_sources", in: db), 3)
    }
}
