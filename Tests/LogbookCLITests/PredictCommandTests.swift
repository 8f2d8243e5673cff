import Foundation
import LogbookTestSupport
import XCTest

/// `logbook predict` on a run whose 5 km took exactly 20:00: Riegel's 10 km is 41:42 to the
/// second, the VDOT Daniels' table gives 20:00 (49.8).
final class PredictCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 5.25 km due north at 4:00/km, a point every 3 s (12.5 m), started `daysAgo` days ago.
    private func gpx(daysAgo: Double) -> String {
        let start = Date().timeIntervalSince1970 - daysAgo * 86400
        let formatter = ISO8601DateFormatter()
        var points = ""
        for step in 0...420 {
            let lat = 47 + Double(step) * 12.5 / SyntheticTracks.metresPerDegree
            let time = formatter.string(from: Date(timeIntervalSince1970: start.rounded(.down) + Double(step) * 3))
            points += "<trkpt lat=\"\(lat)\" lon=\"8\"><ele>400</ele><time>\(time)</time></trkpt>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Tempo</name><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
    }

    private func importRun(daysAgo: Double) throws {
        let path = folder.path("run-\(daysAgo).gpx")
        try gpx(daysAgo: daysAgo).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testAKnownFiveKilometresPredictsRiegelToTheSecondAndDanielsVDOT() throws {
        try importRun(daysAgo: 10)
        let result = try CLIRunner.run(["predict", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let races = try XCTUnwrap(object["races"] as? [[String: Any]])
        XCTAssertEqual(races.map { $0["race"] as? String }, ["5k", "10k", "half", "marathon"])
        let tenK = races[1]
        let riegel = try XCTUnwrap(tenK["riegel_s"] as? Double)
        XCTAssertEqual(riegel.rounded(), 2502, "1200 * 2^1.06 = 2501.9 s")
        XCTAssertEqual((tenK["riegel_from"] as? [String: Any])?["distance"] as? String, "5k")
        XCTAssertEqual((tenK["riegel_from"] as? [String: Any])?["run_id"] as? Int, 1)
        let vdot = try XCTUnwrap(tenK["vdot"] as? Double)
        XCTAssertEqual(vdot, 49.8, accuracy: 0.05)
        // Daniels' table: VDOT 50 runs 10 km in 41:21, VDOT 49 in 42:04; 49.8 lies between.
        let daniels = try XCTUnwrap(tenK["vdot_s"] as? Double)
        XCTAssertGreaterThan(daniels, 41 * 60 + 21)
        XCTAssertLessThan(daniels, 42 * 60 + 4)
        XCTAssertEqual(try XCTUnwrap(races[0]["riegel_s"] as? Double), 1200, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(races[0]["vdot_s"] as? Double), 1200, accuracy: 0.5)

        let table = try CLIRunner.run(["predict", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("10k       Riegel 41:42    (5k 20:00, run 1 on "), table.stdout)
        XCTAssertTrue(table.stdout.contains("(VDOT 49.8, 5k 20:00, run 1 on "), table.stdout)
    }

    /// An effort older than --days predicts nothing.
    func testEffortsBeforeTheDaysAreLeftOut() throws {
        try importRun(daysAgo: 100)
        let result = try CLIRunner.run(["predict", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("No running effort of a mile or more since "), result.stdout)
        let longer = try CLIRunner.run(["predict", "--days", "120", "--json", "--db", db])
        XCTAssertTrue(longer.stdout.contains("\"riegel_s\": 2501.9"), longer.stdout)
        XCTAssertEqual(try CLIRunner.run(["predict", "--days", "0", "--db", db]).status, 64)
    }
}
