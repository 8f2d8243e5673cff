import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// A Garmin Connect account export: nested zips of FIT files, most of them not activities.
final class GarminExportTests: XCTestCase {
    func testOnlyActivitiesBecomeRunsAndTheyGetTheirSummaryNames() throws {
        let venu = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit"))
        let part = try TestArchive.zip([
            ("runner@example.com_1001.fit", venu), ("runner@example.com_1002.fit", SkippedFileTests.fitFile(type: 32)),
            ("runner@example.com_1003.fit", SkippedFileTests.fitFile(type: 2)),
        ])
        // The run starts at 15:53:35Z (1653839615); the summary says 40 s later.
        let summaries = """
            [{"summarizedActivitiesExport": [
              {"activityId": 1001, "name": "Park loop", "activityType": "running", "startTimeGmt": 1653839655000.0},
              {"activityId": 900, "name": "Another day", "activityType": "cycling", "startTimeGmt": 1653000000000}]}]
            """
        let export = try TestArchive.zip([
            ("DI_CONNECT/DI-Connect-User/user_profile.json", Data("{}".utf8)),
            ("DI_CONNECT/DI-Connect-Fitness/runner@example.com_0_summarizedActivities.json", Data(summaries.utf8)),
            ("DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", part),
        ])
        let database = try Database(path: ":memory:")
        _ = try Migrator().migrate(database)
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        var queue = ImportQueue([.input(ImportInput(data: export, displayName: "garmin.zip"))])
        var lines: [String] = []
        while let entry = queue.next() {
            switch entry {
            case .input(let input):
                let result = try importer.importFile(input, into: database)
                lines.append("\(result.status.rawValue) \(result.file) \(result.reason ?? result.runs.first?.name ?? "")")
            case .skipped(let file, let reason): lines.append("skipped \(file) \(reason)")
            case .unreadable(let error): lines.append("rejected \(error)")
            }
        }
        let parts = "garmin.zip:DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip"
        XCTAssertEqual(lines, [
            "skipped garmin.zip:DI_CONNECT/DI-Connect-User/user_profile.json not an uploaded activity file of the export",
            "skipped garmin.zip:DI_CONNECT/DI-Connect-Fitness/runner@example.com_0_summarizedActivities.json not an uploaded activity file of the export",
            "imported \(parts):runner@example.com_1001.fit Park loop",
            "skipped \(parts):runner@example.com_1002.fit not an activity: monitoring",
            "skipped \(parts):runner@example.com_1003.fit not an activity: settings",
        ])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try database.scalar("SELECT name FROM runs").stringValue, "Park loop")
    }

    func testSummariesAreJoinedWithinSixtySeconds() {
        let words = ExportWords(byStart: [RunWords(name: "A", startUTC: 1000), RunWords(name: "B", startUTC: 1100)])
        XCTAssertEqual(words.words(startingAt: 1040)?.name, "A")
        XCTAssertEqual(words.words(startingAt: 1061)?.name, "B")
        XCTAssertNil(words.words(startingAt: 1161))
        XCTAssertEqual(GarminExport.summaries(in: Data("not json".utf8)), [])
    }
}
