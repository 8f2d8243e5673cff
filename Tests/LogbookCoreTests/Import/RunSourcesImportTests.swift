import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// Every file that contributed to a run is recorded with how it contributed, and the
/// sources follow the run into quarantine and back; a purge deletes them.
final class RunSourcesImportTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
    private let fitName = "run-garmin-venusq-smart-recording-gps-hr-cad.fit"
    private var fit: ImportInput { FITTestFiles.fixture(fitName) }
    private let csv = ImportInput(
        file: TestPaths.fixtures.appendingPathComponent("csv/strava-activities-single-run-94col.csv"),
        displayName: "strava/activities.csv")

    private func sources(_ database: Database, run: Int64 = 1) throws -> [String] {
        try RunSourceTables(database: database).sources(ofRun: run).map { "\($0.path) \($0.format) \($0.status.rawValue)" }
    }

    func testACSVRowUpgradedByItsFITListsBothFilesAndAFITFirstListsTheRowAsADuplicate() throws {
        let database = try CleanupFixtures.database(in: folder, name: "csv-fit.sqlite")
        XCTAssertEqual(try importer.importFile(csv, into: database).status, .imported)
        XCTAssertEqual(try importer.importFile(fit, into: database).status, .upgraded)
        XCTAssertEqual(try sources(database), ["strava/activities.csv csv first", "\(fitName) fit upgraded-by"])
        let hashes = try RunSourceTables(database: database).sources(ofRun: 1).map(\.contentSHA256)
        XCTAssertEqual(hashes, [try Importer.contentHash(csv), try Importer.contentHash(fit)])

        let reverse = try CleanupFixtures.database(in: folder, name: "fit-csv.sqlite")
        XCTAssertEqual(try importer.importFile(fit, into: reverse).status, .imported)
        XCTAssertEqual(try importer.importFile(csv, into: reverse).status, .duplicate)
        XCTAssertEqual(try sources(reverse), ["\(fitName) fit first", "strava/activities.csv csv duplicate-of"])
        // The same file again is no new source.
        XCTAssertEqual(try importer.importFile(fit, into: reverse).status, .duplicate)
        XCTAssertEqual(try reverse.scalar("SELECT count(*) FROM run_sources").int64Value, 2)
    }

    func testQuarantineKeepsARunsSourcesRestoreBringsThemBackAndPurgeDeletesThem() throws {
        let database = try CleanupFixtures.database(in: folder)
        XCTAssertEqual(try importer.importFile(csv, into: database).status, .imported)
        XCTAssertEqual(try importer.importFile(fit, into: database).status, .upgraded)
        let quarantine = Quarantine(database: database)
        try database.inTransaction {
            try QuarantineTables(database: database).moveIn(runID: 1, rules: "too_slow", detail: "test", duplicateOf: nil, at: 1)
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_sources").int64Value, 0)
        XCTAssertEqual(
            try database.rows("SELECT run_id, status FROM quarantined_run_sources ORDER BY file_id"),
            [[.integer(1), .text("first")], [.integer(1), .text("upgraded-by")]])
        // Another copy arriving while the run is in quarantine (the row exported again, one
        // more line break) is recorded with it.
        let again = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("csv/strava-activities-single-run-94col.csv"))
            + Data("\n".utf8)
        let late = try importer.importFile(ImportInput(data: again, displayName: "strava/activities-again.csv"), into: database)
        XCTAssertEqual(late.status, .duplicate)
        XCTAssertEqual(late.duplicateOf, 1)
        XCTAssertEqual(try quarantine.restore(ids: [1]), [1])
        XCTAssertEqual(
            try sources(database),
            ["strava/activities.csv csv first", "\(fitName) fit upgraded-by", "strava/activities-again.csv csv duplicate-of"])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_run_sources").int64Value, 0)
        try database.inTransaction {
            try QuarantineTables(database: database).moveIn(runID: 1, rules: "too_slow", detail: "test", duplicateOf: nil, at: 1)
        }
        XCTAssertEqual(try quarantine.purge(ids: [1]), [1])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_run_sources").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_sources").int64Value, 0)
        // The files stay known: importing them again is a duplicate.
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 3)
    }
}
