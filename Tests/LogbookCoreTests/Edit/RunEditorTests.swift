import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// `RunEditor`: words and sport change, numbers never; a sport with other thresholds judges
/// the paces again.
final class RunEditorTests: XCTestCase {
    private func run(sport: String = "running", moving: Double = 1_500, distance: Double = 5_000) -> Run {
        var run = Run(
            id: 1, startUTC: 1_700_000_000, utcOffset: 0, sport: sport, name: "Lunch Run", distance: distance,
            elapsed: moving, moving: moving,
            pace: Pace.judge(moving: moving, distance: distance, thresholds: SportThresholds.forSport(sport, running: .standard)),
            averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "fit")
        run.gear = "Pegasus"
        return run
    }

    func testWordsChangeAndNumbersStay() throws {
        let (after, rejudged) = try RunEditor.edited(
            run(), by: RunEdit(name: "Park loop", description: "windy", clear: [.gear]), thresholds: .standard)
        XCTAssertEqual(after.name, "Park loop")
        XCTAssertEqual(after.description, "windy")
        XCTAssertNil(after.gear)
        XCTAssertFalse(rejudged)
        XCTAssertEqual(after.distance, 5_000)
        XCTAssertEqual(after.pace, run().pace)
    }

    func testASportWithOtherThresholdsJudgesThePaceAgain() throws {
        // 5 km in 3:00 min is 36 s/km: too fast for a run (faster than 2:00/km), a believable ride.
        let fast = run(moving: 180)
        XCTAssertEqual(fast.pace.status, .tooFast)
        let (ride, rejudged) = try RunEditor.edited(fast, by: RunEdit(sport: "Ride"), thresholds: .standard)
        XCTAssertTrue(rejudged)
        XCTAssertEqual(ride.sport, "cycling")
        XCTAssertEqual(ride.pace.status, .ok)
        XCTAssertEqual(ride.pace.secondsPerKm, 36)
        // Trail Run is running with sub-sport trail: the same thresholds, nothing judged again.
        let (trail, again) = try RunEditor.edited(run(), by: RunEdit(sport: "Trail Run"), thresholds: .standard)
        XCTAssertEqual(trail.sport, "running")
        XCTAssertEqual(trail.subSport, "trail")
        XCTAssertFalse(again)
    }

    func testRefusals() {
        XCTAssertThrowsError(try RunEditor.edited(run(), by: RunEdit(sport: "jkljkl"), thresholds: .standard)) {
            XCTAssertEqual($0 as? EditError, .unknownSport("jkljkl"))
        }
        XCTAssertThrowsError(try RunEditor.edited(run(), by: RunEdit(), thresholds: .standard)) {
            XCTAssertEqual($0 as? EditError, .nothingToChange)
        }
        XCTAssertThrowsError(try RunEditor.edited(run(), by: RunEdit(name: "x", clear: [.name]), thresholds: .standard)) {
            XCTAssertEqual($0 as? EditError, .setAndCleared(.name))
        }
    }

    func testEditingAStoredRunRejudgesItsSplits() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try folder.migratedLogbook()
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let imported = try importer.importFile(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), into: database)
        let id = try XCTUnwrap(imported.runs.first?.id)
        // Walking's thresholds: paces slower than 3:30/km are believable; this run's are too.
        let outcome = try RunEditor(database: database).edit(runID: id, RunEdit(sport: "walk", clear: [.commute]))
        XCTAssertTrue(outcome.rejudged)
        XCTAssertEqual(outcome.after.sport, "walking")
        XCTAssertEqual(outcome.fields, [.sport, .commute])
        XCTAssertEqual(outcome.after.distance, outcome.before.distance)
        let splits = try RunQueries(database: database).splits(runID: id)
        XCTAssertEqual(splits.count, 4)
        XCTAssertEqual(splits.map(\.pace.status), Array(repeating: PaceStatus.ok, count: 4))
        XCTAssertThrowsError(try RunEditor(database: database).edit(runID: 99, RunEdit(name: "x"))) {
            XCTAssertEqual($0 as? RunLookupError, .runNotFound(id: 99))
        }
    }
}
