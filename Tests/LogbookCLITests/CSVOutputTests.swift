import Foundation
import LogbookTestSupport
import XCTest

/// The tabular commands that had only a table or JSON print CSV too: the JSON's fields,
/// under the same names.
final class CSVOutputTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A 10 km at 5:00 /km and a 15 km at 2:00 /km (which cannot be true).
    private func importTwoRuns() throws {
        let easy = try TrackFiles.write(
            TrackFiles.gpx(start: "2026-11-30T07:00:00Z", duration: 3000, speed: 1000.0 / 300), to: "easy.gpx", in: folder)
        let car = try TrackFiles.write(
            TrackFiles.gpx(start: "2026-12-02T07:00:00Z", duration: 1800, speed: 1000.0 / 120), to: "car.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, easy, car]).status, 0)
    }

    func testCleanPrintsItsFindingsAndItsQuarantineAsCSV() throws {
        try importTwoRuns()
        let found = try CLIRunner.run(["clean", "--csv", "--db", db])
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual(
            found.stdout,
            "id,start,rule,detail,duplicate_of,action\n2,2026-12-02T07:00:00+00:00,impossible,impossible_pace,,would_quarantine\n")
        XCTAssertEqual(try CLIRunner.run(["clean", "--apply", "--db", db]).status, 0)
        let kept = try CLIRunner.run(["clean", "--quarantined", "--csv", "--db", db])
        XCTAssertEqual(kept.status, 0, kept.stderr)
        let lines = kept.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0], "id,start,sport,name,distance_m,pace_s_per_km,rule,detail,duplicate_of,quarantined_at")
        XCTAssertTrue(lines[1].hasPrefix("2,2026-12-02T07:00:00+00:00,running,Morning Run,"), lines[1])
        XCTAssertTrue(lines[1].contains(",impossible,impossible_pace,,"), lines[1])
    }

    func testGearPrintsTheJSONFieldsAsCSV() throws {
        XCTAssertEqual(try CLIRunner.run(["gear", "add", "Pegasus 40", "--limit-km", "700", "--db", db]).status, 0)
        let result = try CLIRunner.run(["gear", "--csv", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            name,kind,distance_m,runs,moving_s,first_used,last_used,limit_m,left_m,due,retired_on,brand,model,started_on,notes
            Pegasus 40,shoes,0,0,0,,,700000,700000,false,,,,,

            """)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(try CLIRunner.run(["gear", "--json", "--db", db]).stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(Set(json[0].keys), Set(result.stdout.split(separator: "\n")[0].split(separator: ",").map(String.init)))
    }

    func testPredictPrintsARowPerRace() throws {
        try importTwoRuns()
        let result = try CLIRunner.run(["predict", "--csv", "--days", "36500", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "race,distance_m,riegel_s,riegel_run_id,vdot,vdot_s,vdot_run_id")
        XCTAssertEqual(lines.dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }, ["5k", "10k", "half", "marathon"])
        // From the true 10 km alone (run 1), never from the 2:00 /km run.
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasSuffix(",1") && $0.contains(",1,") }, result.stdout)
    }
}
