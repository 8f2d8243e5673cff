import Foundation
import LogbookTestSupport
import XCTest

/// What the runner wrote is shown: `show` prints the gear and the description, and `show
/// --json` and `list --json` carry `description`, `gear` and `name_source`.
final class RunWordsOutputTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports a GPX run named `Morning Run` by its file as run 1.
    private func importRun() throws {
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2024-05-02T06:00:00Z", duration: 600), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, gpx]).status, 0)
    }

    /// The JSON of `arguments` as an object (`show`) or the first object of an array (`list`).
    private func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments + ["--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try XCTUnwrap((parsed as? [String: Any]) ?? (parsed as? [[String: Any]])?.first, result.stdout)
    }

    func testShowPrintsTheGearAndEachLineOfTheDescription() throws {
        try importRun()
        let plain = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertFalse(plain.stdout.contains("  Gear "), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("  Description "), plain.stdout)
        let edit = try CLIRunner.run(["edit", "1", "--gear", "Pegasus 40", "--description", "Windy by the lake.\n\nHill reps after.", "--db", db])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("  Sport       running\n  Gear        Pegasus 40\n  Distance    "), show.stdout)
        XCTAssertTrue(
            show.stdout.contains("  Source      gpx\n  Description Windy by the lake.\n              Hill reps after.\n  Edited      "),
            show.stdout)
    }

    func testShowAndListJSONCarryTheWordsAndWhereTheNameCameFrom() throws {
        try importRun()
        for arguments in [["show", "1"], ["list"]] {
            let run = try object(arguments)
            XCTAssertEqual(run["name"] as? String, "Morning Run", "\(arguments)")
            XCTAssertEqual(run["name_source"] as? String, "file", "\(arguments)")
            XCTAssertTrue(run["description"] is NSNull, "\(arguments)")
            XCTAssertTrue(run["gear"] is NSNull, "\(arguments)")
        }
        XCTAssertEqual(
            try CLIRunner.run(["edit", "1", "--name", "Park loop", "--description", "Windy", "--gear", "Pegasus 40", "--db", db]).status, 0)
        for arguments in [["show", "1"], ["list"]] {
            let run = try object(arguments)
            XCTAssertEqual(run["name"] as? String, "Park loop", "\(arguments)")
            XCTAssertEqual(run["name_source"] as? String, "runner", "\(arguments)")
            XCTAssertEqual(run["description"] as? String, "Windy", "\(arguments)")
            XCTAssertEqual(run["gear"] as? String, "Pegasus 40", "\(arguments)")
        }
        // CSV keeps its columns: scripts read them by position too.
        let csv = try CLIRunner.run(["list", "--csv", "--db", db])
        XCTAssertFalse(csv.stdout.split(separator: "\n").first?.contains("name_source") ?? true, csv.stdout)
    }

    func testADefaultPairIsShownAsTheSportsDefault() throws {
        try importRun()
        let add = try CLIRunner.run(["gear", "add", "Pegasus 40", "--default-for", "running", "--db", db])
        XCTAssertEqual(add.status, 0, add.stderr)
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Gear        Pegasus 40 (the sport's default)\n"), show.stdout)
    }
}
