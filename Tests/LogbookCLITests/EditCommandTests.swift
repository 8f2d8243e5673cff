import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// `logbook edit` as a child process: words and sport change, numbers do not, and what the
/// runner set stays over later files.
final class EditCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let fit = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit")
    private let csv = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/csv/strava-activities-single-run-94col.csv")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func value(_ sql: String) throws -> SQLiteValue {
        try Database(path: db, mode: .readOnly).scalar(sql)
    }

    func testEditSportCyclingMovesTheRunOutOfRunningStats() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, fit.path]).status, 0)
        let before = try CLIRunner.run(["stats", "--yearly", "--json", "--sport", "running", "--db", db])
        XCTAssertTrue(before.stdout.contains("\"runs\": 1"), before.stdout)
        let result = try CLIRunner.run(["edit", "1", "--sport", "cycling", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let outcome = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(outcome["edited"] as? [String], ["sport"])
        XCTAssertEqual(outcome["rejudged"] as? Bool, true)
        XCTAssertEqual((outcome["run"] as? [String: Any])?["sport"] as? String, "cycling")
        XCTAssertEqual(try value("SELECT sport FROM runs WHERE id = 1"), .text("cycling"))
        let running = try CLIRunner.run(["stats", "--yearly", "--json", "--sport", "running", "--db", db])
        XCTAssertFalse(running.stdout.contains("\"runs\": 1"), running.stdout)
        let cycling = try CLIRunner.run(["stats", "--yearly", "--json", "--sport", "cycling", "--db", db])
        XCTAssertTrue(cycling.stdout.contains("\"runs\": 1"), cycling.stdout)
        // The numbers stay the watch's.
        XCTAssertEqual(try value("SELECT distance_m FROM runs WHERE id = 1"), .real(3_322.95))
    }

    func testEditNameSurvivesALaterImportOfAnotherCopy() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, fit.path]).status, 0)
        let edit = try CLIRunner.run(["edit", "1", "--name", "Park loop", "--gear", "Pegasus 40", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        XCTAssertEqual(edit.stdout, "Edited run 1: name none → 'Park loop'; gear none → 'Pegasus 40'.\n")
        // The Strava row names the run too: the runner's own edit stays.
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, csv.path]).status, 0)
        XCTAssertEqual(try value("SELECT name FROM runs WHERE id = 1"), .text("Park loop"))
        XCTAssertEqual(try value("SELECT gear FROM runs WHERE id = 1"), .text("Pegasus 40"))
        XCTAssertEqual(try value("SELECT count(*) FROM runs"), .integer(1))
    }

    func testEditNameAndSportSurviveALaterRefreshAndARebuild() throws {
        // 20 min at 3 m/s in a GPX that names no sport: running, inferred from the speed.
        let gpx = folder.path("no-type.gpx")
        try GeneratedRuns.gpx(GeneratedRuns.points(legs: [(1_200, 3)]), sport: nil).write(to: URL(fileURLWithPath: gpx))
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, gpx]).status, 0)
        XCTAssertEqual(try value("SELECT sport_source FROM runs WHERE id = 1"), .text("inferred"))
        let edit = try CLIRunner.run(["edit", "1", "--name", "Dog walk", "--sport", "walking", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        XCTAssertEqual(try value("SELECT edited_fields FROM runs WHERE id = 1"), .text("name,sport"))
        let refresh = try CLIRunner.run(["import", "--refresh", "--db", db, gpx])
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        XCTAssertEqual(try value("SELECT name || ' / ' || sport FROM runs WHERE id = 1"), .text("Dog walk / walking"))
        let rebuild = try CLIRunner.run(["rebuild", "--db", db])
        XCTAssertEqual(rebuild.status, 0, rebuild.stderr)
        XCTAssertEqual(try value("SELECT name || ' / ' || sport FROM runs WHERE id = 1"), .text("Dog walk / walking"))
        XCTAssertEqual(try value("SELECT edited_fields FROM runs WHERE id = 1"), .text("name,sport"))
        XCTAssertEqual(try value("SELECT count(*) FROM runs"), .integer(1))
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Sport       walking\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("  Edited      name, sport (kept over every file)\n"), show.stdout)
    }

    func testUnknownIdUnknownSportAndNothingToChange() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, fit.path]).status, 0)
        let unknown = try CLIRunner.run(["edit", "99", "--name", "x", "--db", db])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr, "Error: no run with id 99\n")
        let sport = try CLIRunner.run(["edit", "1", "--sport", "jkljkl", "--db", db])
        XCTAssertEqual(sport.status, 1)
        XCTAssertTrue(sport.stderr.hasPrefix("Error: unknown sport 'jkljkl'"), sport.stderr)
        let nothing = try CLIRunner.run(["edit", "1", "--db", db])
        XCTAssertEqual(nothing.status, 64, nothing.stderr)
        XCTAssertTrue(nothing.stderr.contains("nothing to change"), nothing.stderr)
        let both = try CLIRunner.run(["edit", "1", "--name", "x", "--clear", "name", "--db", db])
        XCTAssertEqual(both.status, 64, both.stderr)
        XCTAssertEqual(try value("SELECT name IS NULL AND sport = 'running' FROM runs WHERE id = 1"), .integer(1))
    }

    /// A GPX run named `Morning Run` by its file, imported as run 1.
    private func importNamedRun() throws {
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, gpx]).status, 0)
    }

    /// `show 1 --json` as an object.
    private func shown() throws -> [String: Any] {
        let show = try CLIRunner.run(["show", "1", "--json", "--db", db])
        XCTAssertEqual(show.status, 0, show.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any], show.stdout)
    }

    func testAValueTheRunHasAlreadyChangesNothingAndLeavesTheRunUnedited() throws {
        try importNamedRun()
        let same = try CLIRunner.run(["edit", "1", "--name", "Morning Run", "--db", db])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertEqual(same.stdout, "Nothing to change: run 1 already has that name.\n")
        XCTAssertEqual(same.stderr, "")
        XCTAssertEqual(try value("SELECT edited_fields IS NULL FROM runs WHERE id = 1"), .integer(1))
        XCTAssertEqual(try value("SELECT count(*) FROM run_edits"), .integer(0))
        let run = try shown()
        XCTAssertEqual(run["name_source"] as? String, "file")
        XCTAssertEqual(run["edited_fields"] as? [String], [])
        let json = try CLIRunner.run(["edit", "1", "--name", "Morning Run", "--json", "--db", db])
        let outcome = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], json.stdout)
        XCTAssertEqual(outcome["edited"] as? [String], [])
        XCTAssertEqual(outcome["unchanged"] as? [String], ["name"])
        XCTAssertEqual(outcome["undone"] as? Bool, false)
        let both = try CLIRunner.run(["edit", "1", "--name", "Morning Run", "--sport", "running", "--clear", "gear", "--db", db])
        XCTAssertEqual(both.stdout, "Nothing to change: run 1 already has that name and sport and the file's gear.\n")
        // Only what differs is changed and listed.
        let one = try CLIRunner.run(["edit", "1", "--name", "Morning Run", "--gear", "Pegasus 40", "--db", db])
        XCTAssertEqual(one.stdout, "Edited run 1: gear none → 'Pegasus 40'.\n")
        XCTAssertEqual(try value("SELECT edited_fields FROM runs WHERE id = 1"), .text("gear"))
    }

    func testClearNameGivesTheFilesNameBack() throws {
        try importNamedRun()
        XCTAssertEqual(try CLIRunner.run(["edit", "1", "--name", "Park loop", "--db", db]).status, 0)
        XCTAssertEqual(try shown()["name_source"] as? String, "runner")
        let clear = try CLIRunner.run(["edit", "1", "--clear", "name", "--db", db])
        XCTAssertEqual(clear.status, 0, clear.stderr)
        XCTAssertEqual(clear.stdout, "Edited run 1: name 'Park loop' → 'Morning Run' (the file's).\n")
        let run = try shown()
        XCTAssertEqual(run["name"] as? String, "Morning Run")
        XCTAssertEqual(run["name_source"] as? String, "file")
        XCTAssertEqual(run["edited_fields"] as? [String], [])
        let again = try CLIRunner.run(["edit", "1", "--clear", "name", "--db", db])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "Nothing to change: run 1 already has the file's name.\n")
    }

    func testUndoPutsThePreviousValueBackOneEditAtATime() throws {
        try importNamedRun()
        XCTAssertEqual(try CLIRunner.run(["edit", "1", "--name", "First", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["edit", "1", "--name", "Second", "--db", db]).status, 0)
        let undo = try CLIRunner.run(["edit", "1", "--undo", "--db", db])
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stdout, "Undid the last edit of run 1: name 'Second' → 'First'.\n")
        var run = try shown()
        XCTAssertEqual(run["name"] as? String, "First")
        XCTAssertEqual(run["name_source"] as? String, "runner")
        let back = try CLIRunner.run(["edit", "1", "--undo", "--db", db])
        XCTAssertEqual(back.stdout, "Undid the last edit of run 1: name 'First' → 'Morning Run'.\n")
        run = try shown()
        XCTAssertEqual(run["name"] as? String, "Morning Run")
        XCTAssertEqual(run["name_source"] as? String, "file")
        let nothing = try CLIRunner.run(["edit", "1", "--undo", "--db", db])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(
            nothing.stderr,
            "Error: nothing to undo: run 1 has no edit this logbook remembers (edits made before this version are not kept)\n")
        let mixed = try CLIRunner.run(["edit", "1", "--undo", "--name", "x", "--db", db])
        XCTAssertEqual(mixed.status, 64)
        XCTAssertTrue(mixed.stderr.hasPrefix("Error: --undo undoes the last edit alone"), mixed.stderr)
    }

    /// `gear assign --apply` acts as an edit of each run: `edit --undo` takes it back.
    func testUndoTakesBackAGearAssign() throws {
        try importNamedRun()
        XCTAssertEqual(try CLIRunner.run(["gear", "add", "Trail pair", "--db", db]).status, 0)
        let assign = try CLIRunner.run(
            ["gear", "assign", "Trail pair", "--begin", "2024-05-01", "--end", "2024-05-03", "--apply", "--db", db])
        XCTAssertEqual(assign.status, 0, assign.stderr)
        XCTAssertEqual(try value("SELECT gear || ' / ' || edited_fields FROM runs WHERE id = 1"), .text("Trail pair / gear"))
        let undo = try CLIRunner.run(["edit", "1", "--undo", "--db", db])
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(undo.stdout, "Undid the last edit of run 1: gear 'Trail pair' → none.\n")
        XCTAssertEqual(try value("SELECT gear IS NULL AND edited_fields IS NULL FROM runs WHERE id = 1"), .integer(1))
    }
}
