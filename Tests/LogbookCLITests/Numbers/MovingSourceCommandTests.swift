import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite

/// The device's timer as the moving time, as the commands store and show it, and
/// `import --moving-source gps`.
final class MovingSourceCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A TCX run due north from 64 N 21.9 W (Reykjavik, UTC) at 3 m/s, a point every 5 s:
    /// 600 s, a stop of 300 s at a crossing (auto-pause off), 600 s more: 3600 m. Its one
    /// lap states 1500 s of timer and 3600 m.
    private static let stopAndGo: String = {
        let formatter = ISO8601DateFormatter()
        let start = Date(timeIntervalSince1970: 1_714_629_600)  // 2024-05-02T06:00:00Z
        let points = stride(from: 0, through: 1500, by: 5).map { second -> String in
            let metres = second <= 600 ? 3.0 * Double(second) : second <= 900 ? 1800 : 1800 + 3.0 * Double(second - 900)
            let lat = 64 + metres / TrackFiles.metresPerDegree
            return "<Trackpoint><Time>\(formatter.string(from: start.addingTimeInterval(Double(second))))</Time><Position>"
                + "<LatitudeDegrees>\(String(format: "%.8f", lat))</LatitudeDegrees><LongitudeDegrees>-21.9</LongitudeDegrees>"
                + "</Position></Trackpoint>"
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Running"><Id>2024-05-02T06:00:00Z</Id>
            <Lap StartTime="2024-05-02T06:00:00Z"><TotalTimeSeconds>1500</TotalTimeSeconds>\
            <DistanceMeters>3600</DistanceMeters><Track>
            \(points)
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>

            """
    }()

    private func importRun(_ extra: [String] = []) throws {
        let path = try TrackFiles.write(Self.stopAndGo, to: "stop.tcx", in: folder)
        let result = try CLIRunner.run(["import", path, "--db", db] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    private func stored() throws -> (moving: Double, gps: Double, source: String?, pace: Double) {
        let row = try XCTUnwrap(try Database(path: db).rows("SELECT moving_s, gps_moving_s, moving_source, pace_s_per_km FROM runs").first)
        return (
            try XCTUnwrap(row[0].doubleValue), try XCTUnwrap(row[1].doubleValue), row[2].stringValue, try XCTUnwrap(row[3].doubleValue)
        )
    }

    func testTheLapsTimerIsTheMovingTimeAndShowPrintsTheSpeedsBesideIt() throws {
        try importRun()
        let run = try stored()
        XCTAssertEqual(run.moving, 1500)
        XCTAssertEqual(run.source, "device")
        XCTAssertEqual(run.pace, 1500 / 3.6, accuracy: 0.01)
        // The stop is left out by the speed but for the ±5 s windows at its ends.
        XCTAssertEqual(run.gps, 1210, accuracy: 10)
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(show.status, 0, show.stderr)
        let computed = ReportText.duration(run.gps)
        XCTAssertTrue(show.stdout.contains("  Moving      25:00 (the device's timer; from the speed \(computed))\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("  Pace        6:57 /km\n"), show.stdout)
        let json = try XCTUnwrap(try ReportDatabase.json(try CLIRunner.run(["show", "1", "--json", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(json["moving_s"] as? Double, 1500)
        XCTAssertEqual(json["moving_source"] as? String, "device")
        XCTAssertEqual(try XCTUnwrap(json["gps_moving_s"] as? Double), run.gps, accuracy: 1e-9)
        XCTAssertEqual(json["device_timer_s"] as? Double, 1500)
    }

    func testMovingSourceGPSGivesTheSpeedsFigureAndARebuildKeepsIt() throws {
        try importRun(["--moving-source", "gps"])
        let run = try stored()
        XCTAssertEqual(run.source, "gps")
        XCTAssertEqual(run.moving, run.gps)
        XCTAssertEqual(run.moving, 1210, accuracy: 10)
        XCTAssertEqual(run.pace, run.moving / 3.6, accuracy: 0.01)
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(
            show.stdout.contains("  Moving      \(ReportText.duration(run.moving)) (from the speed; the device's timer 25:00)\n"),
            show.stdout)
        let rebuilt = try CLIRunner.run(["rebuild", "--db", db])
        XCTAssertEqual(rebuilt.stdout, "Rebuilt 0 of 1 run; the others were already up to date.\n")
        XCTAssertEqual(try stored().source, "gps")
    }

    func testARunStoredBeforeTheTimerRuleIsGivenItsTimerByARebuild() throws {
        try importRun(["--moving-source", "gps"])
        let old = try stored()
        try ReportDatabase(path: db).forceUpdate(runID: 1, "gps_moving_s = NULL, moving_source = NULL")
        let dry = try CLIRunner.run(["rebuild", "--dry-run", "--db", db])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(
            dry.stdout,
            "Run 1 (2024-05-02 06:00): moving \(ReportText.duration(old.moving)) → 25:00, "
                + "pace \(ReportText.pace(old.pace, unit: .km)) → 6:57 /km, moving from -- → device\n"
                + "Dry run: 1 of 1 run would change; nothing was written. 'logbook rebuild' writes them.\n")
        XCTAssertEqual(try CLIRunner.run(["rebuild", "--db", db]).status, 0)
        let rebuilt = try stored()
        XCTAssertEqual(rebuilt.moving, 1500)
        XCTAssertEqual(rebuilt.source, "device")
        XCTAssertEqual(rebuilt.gps, old.gps, accuracy: 0.5)
    }

    func testAMovingSourceOtherThanDeviceOrGPSIsAUsageError() throws {
        let path = try TrackFiles.write(Self.stopAndGo, to: "stop.tcx", in: folder)
        let result = try CLIRunner.run(["import", path, "--moving-source", "watch", "--db", db])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("Error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("device or gps"), result.stderr)
    }
}
