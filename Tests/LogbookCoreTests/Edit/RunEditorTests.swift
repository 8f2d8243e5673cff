import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookStore

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
        // Gear the runner set before edits were kept: clearing it, whose file value is not known, empties it.
        var edited = run(sport: "running")
        edited.editedFields = [.gear]
        let (after, rejudged) = try RunEditor.edited(
            edited, by: RunEdit(name: "Park loop", description: "windy", clear: [.gear]), thresholds: .standard)
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
        // The commute was never set by the runner: clearing it leaves the file's (none).
        let outcome = try RunEditor(database: database).edit(runID: id, RunEdit(sport: "walk", clear: [.commute]))
        XCTAssertTrue(outcome.rejudged)
        XCTAssertEqual(outcome.after.sport, "walking")
        XCTAssertEqual(outcome.fields, [.sport])
        XCTAssertEqual(outcome.unchanged, [.commute])
        XCTAssertEqual(outcome.after.distance, outcome.before.distance)
        let splits = try RunQueries(database: database).splits(runID: id)
        XCTAssertEqual(splits.count, 4)
        XCTAssertEqual(splits.map(\.pace.status), Array(repeating: PaceStatus.ok, count: 4))
        XCTAssertThrowsError(try RunEditor(database: database).edit(runID: 99, RunEdit(name: "x"))) {
            XCTAssertEqual($0 as? RunLookupError, .runNotFound(id: 99))
        }
    }

    func testAValueTheRunHasIsNoChangeAndLeavesTheFieldTheFiles() throws {
        let plan = try RunEditor.planned(
            run(), by: RunEdit(name: "Lunch Run", sport: "Run", gear: "Pegasus", clear: [.description]))
        XCTAssertEqual(plan.values, [:])
        XCTAssertEqual(plan.unchanged, [.name, .sport, .gear, .description])
        XCTAssertEqual(plan.editedFields, [])
        let (after, rejudged) = try RunEditor.edited(run(), by: RunEdit(name: "Lunch Run"), thresholds: .standard)
        XCTAssertEqual(after, run())
        XCTAssertFalse(rejudged)
        // A trail run is another value than a plain run: it changes the variant.
        XCTAssertEqual(
            try RunEditor.planned(run(), by: RunEdit(sport: "Trail Run")).values,
            [.sport: EditableValue(text: "running", detail: "trail")])
    }

    func testClearGivesTheFilesValueBackAndTheFieldToTheFile() throws {
        var edited = run(sport: "running")
        edited.name = "Park loop"
        edited.editedFields = [.name, .sport]
        edited.sport = "cycling"
        let files: [EditableField: EditableValue] = [.name: EditableValue(text: "Lunch Run"), .sport: EditableValue(text: "running")]
        let plan = try RunEditor.planned(edited, by: RunEdit(clear: [.name]), fileValues: files)
        XCTAssertEqual(plan.values, [.name: EditableValue(text: "Lunch Run")])
        XCTAssertEqual(plan.editedFields, [.sport])
        let (after, _) = try RunEditor.edited(edited, by: RunEdit(clear: [.name, .sport]), fileValues: files, thresholds: .standard)
        XCTAssertEqual(after.name, "Lunch Run")
        XCTAssertEqual(after.sport, "running")
        XCTAssertEqual(after.editedFields, [])
        // A sport set before edits were kept has no file value to go back to.
        XCTAssertThrowsError(try RunEditor.planned(edited, by: RunEdit(clear: [.sport]))) {
            XCTAssertEqual($0 as? EditError, .fileSportUnknown(runID: 1))
        }
        // An empty value empties the field for good: the runner's none.
        let emptied = try RunEditor.planned(run(), by: RunEdit(description: "", gear: ""))
        XCTAssertEqual(emptied.values, [.gear: EditableValue()])
        XCTAssertEqual(emptied.unchanged, [.description])
        XCTAssertEqual(emptied.editedFields, [.gear])
    }

    func testUndoPutsEachEditBackInTurnAndThenHasNothingToUndo() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try folder.migratedLogbook()
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let imported = try importer.importFile(FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit"), into: database)
        let id = try XCTUnwrap(imported.runs.first?.id)
        let editor = RunEditor(database: database)
        let paces = try RunQueries(database: database).splits(runID: id).map(\.pace)
        let original = try RunQueries(database: database).liveRun(id: id)
        _ = try editor.edit(runID: id, RunEdit(name: "First", sport: "walk"))
        _ = try editor.edit(runID: id, RunEdit(name: "Second"))
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits WHERE run_id = ?", [.integer(id)]).int64Value, 3)
        let once = try editor.undo(runID: id)
        XCTAssertEqual(once.fields, [.name])
        XCTAssertEqual(once.after.name, "First")
        XCTAssertEqual(once.after.editedFields, [.name, .sport])
        let twice = try editor.undo(runID: id)
        XCTAssertEqual(twice.fields, [.name, .sport])
        XCTAssertTrue(twice.rejudged)
        XCTAssertNil(twice.after.name)
        XCTAssertEqual(twice.after.sport, "running")
        XCTAssertEqual(twice.after.editedFields, [])
        XCTAssertEqual(twice.after.pace, original.pace)
        // The splits are judged as a run's again, as they were.
        XCTAssertEqual(try RunQueries(database: database).splits(runID: id).map(\.pace), paces)
        XCTAssertThrowsError(try editor.undo(runID: id)) { XCTAssertEqual($0 as? EditError, .nothingToUndo(runID: id)) }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM run_edits").int64Value, 0)
    }

    /// Gear from the sport's default is no word of the run's: an empty gear takes it off, the
    /// same name makes it the run's own, and putting it back gives the default again.
    func testDefaultGearIsAnotherValueThanTheRunsOwn() throws {
        var defaulted = run(sport: "running")
        defaulted.gearAssignment = .byDefault
        XCTAssertEqual(EditableValue.of(.gear, in: defaulted), EditableValue(detail: "default"))
        XCTAssertEqual(try RunEditor.planned(defaulted, by: RunEdit(gear: "")).values, [.gear: EditableValue()])
        XCTAssertEqual(try RunEditor.planned(defaulted, by: RunEdit(gear: "Pegasus")).values, [.gear: EditableValue(text: "Pegasus")])
        let back = EditableValue(detail: "default").applied(to: .gear, of: run(sport: "running"))
        XCTAssertNil(back.gear)
        XCTAssertNil(back.gearAssignment)
    }
}
