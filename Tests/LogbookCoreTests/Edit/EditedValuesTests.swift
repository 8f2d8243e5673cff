import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// What the runner set with `logbook edit` wins over every file: a later copy that upgrades
/// the run, `import --refresh` of its file and `rebuild` all keep it.
final class EditedValuesTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let utc = TimeZone(identifier: "UTC")!

    func testEditedFieldsKeepTheStoredValuesAndAKeptSportJudgesThePacesAgain() throws {
        // 5 km in 12:30 min with one 2:30 km split: a fast run, too fast for a walk.
        let pace = Pace.judge(moving: 750, distance: 5_000, thresholds: .standard)
        XCTAssertEqual(pace, Pace(secondsPerKm: 150, status: .ok))
        var file = Run(
            id: nil, startUTC: 1_700_000_000, utcOffset: 0, sport: "running", name: "Morning Run", distance: 5_000,
            elapsed: 750, moving: 750, pace: pace, averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil,
            elevationGain: nil, source: "fit")
        file.gear = "Kinvara"
        let split = Split(index: 1, distance: 1_000, elapsed: 150, moving: 150, pace: pace, averageHeartRate: nil,
                          averageCadence: nil, elevationGain: nil)
        let built = BuiltRun(run: file, splits: [split], samples: [], warnings: [])
        var stored = file
        stored.name = "Track session"
        stored.gear = nil
        stored.sport = "walking"
        stored.subSport = "speed"
        stored.editedFields = [.name, .gear, .sport]
        let kept = EditedValues.kept(from: stored, in: built, thresholds: .standard)
        XCTAssertEqual(kept.run.name, "Track session")
        XCTAssertNil(kept.run.gear)
        XCTAssertEqual(kept.run.sport, "walking")
        XCTAssertEqual(kept.run.subSport, "speed")
        XCTAssertEqual(kept.run.editedFields, [.name, .gear, .sport])
        // 2:30/km is faster than a walk's 3:30/km: judged again, run and split.
        XCTAssertEqual(kept.run.pace, Pace(secondsPerKm: nil, status: .tooFast))
        XCTAssertEqual(kept.splits.map(\.pace.status), [.tooFast])
        XCTAssertEqual(kept.run.distance, 5_000)
        // Nothing edited: the file's copy as it is.
        stored.editedFields = []
        XCTAssertEqual(EditedValues.kept(from: stored, in: built, thresholds: .standard), built)
        XCTAssertEqual(EditableField.storedList([.sport, .name]), "name,sport")
        XCTAssertEqual(EditableField.fields(stored: "name,sport,colour"), [.name, .sport])
    }

    func testAnEditedSportAndNameStayWhenTheWatchsFITUpgradesTheRun() throws {
        let database = try CleanupFixtures.database(in: folder)
        let importer = Importer(options: ImportOptions(zone: utc))
        let csv = ImportInput(
            file: TestPaths.fixtures.appendingPathComponent("csv/strava-activities-single-run-94col.csv"), displayName: "activities.csv")
        XCTAssertEqual(try importer.importFile(csv, into: database).status, .imported)
        _ = try RunEditor(database: database).edit(runID: 1, RunEdit(name: "Landal loop", sport: "cycling"))
        let result = try importer.importFile(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), into: database)
        XCTAssertEqual(result.status, .upgraded)
        XCTAssertEqual(
            try database.rows("SELECT id, source, sport, name, edited_fields, utc_offset_s, utc_offset_stated FROM runs"),
            [[.integer(1), .text("fit"), .text("cycling"), .text("Landal loop"), .text("name,sport"), .integer(7200), .integer(1)]])
        XCTAssertEqual(
            try database.rows("SELECT status FROM run_sources ORDER BY file_id"), [[.text("first")], [.text("upgraded-by")]])
    }

    /// 20 min due north at 3 m/s in a GPX that names no sport (inferred: running).
    private func unnamedSportGPX() throws -> URL {
        let url = URL(fileURLWithPath: folder.path("no-type.gpx"))
        try GeneratedRuns.gpx(GeneratedRuns.points(legs: [(1_200, 3)]), sport: nil).write(to: url)
        return url
    }

    func testAnEditedSportOfAnInferredRunStaysThroughRefreshAndRebuild() throws {
        let database = try CleanupFixtures.database(in: folder)
        let options = ImportOptions(zone: utc)
        let input = ImportInput(file: try unnamedSportGPX(), displayName: "no-type.gpx")
        XCTAssertEqual(try Importer(options: options).importFile(input, into: database).status, .imported)
        XCTAssertEqual(try database.rows("SELECT sport, sport_source FROM runs"), [[.text("running"), .text("inferred")]])
        _ = try RunEditor(database: database).edit(runID: 1, RunEdit(name: "Dog walk", sport: "walking"))
        let refreshed = try FileRefresher(options: options).refresh(input, in: database)
        XCTAssertEqual(refreshed.status, .refreshed)
        XCTAssertEqual(refreshed.changes.map(\.after.sport), ["walking"])
        XCTAssertEqual(try database.rows("SELECT sport, name, edited_fields FROM runs"),
                       [[.text("walking"), .text("Dog walk"), .text("name,sport")]])
        _ = try RunRebuilder(database: database).rebuild(runID: 1)
        XCTAssertEqual(try database.rows("SELECT sport, name, edited_fields, pace_status FROM runs"),
                       [[.text("walking"), .text("Dog walk"), .text("name,sport"), .text("ok")]])
    }
}
