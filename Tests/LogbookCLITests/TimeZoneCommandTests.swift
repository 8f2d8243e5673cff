import Foundation
import LogbookCore
import LogbookModel
import LogbookSQLite
import LogbookTestSupport
import XCTest

/// The zone of a run's position, through the commands: `import` stores it, `show` and
/// `show --json` say where the offset came from, `rebuild` moves runs stored before.
final class TimeZoneCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A GPX run in Paris from 23:30 UTC on 31 December 2024, times in UTC only.
    private func parisGPX() throws -> String {
        var points = ""
        for step in 0..<120 {
            let seconds = 30 * 60 + step * 5
            let time = String(format: "2024-12-31T23:%02d:%02dZ", seconds / 60, seconds % 60)
            points += "<trkpt lat=\"\(48.8566 + Double(step) * 0.0001)\" lon=\"2.3522\"><time>\(time)</time></trkpt>\n"
        }
        let path = folder.path("paris.gpx")
        try Data("""
            <?xml version="1.0"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testARunInParisImportedInNewYorkIsOnNewYearsDayAndShowSaysWhy() throws {
        let york = ["TZ": "America/New_York"]
        let imported = try CLIRunner.run(["import", "--json", "--db", db, try parisGPX()], environment: york)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("\"start\": \"2025-01-01T00:30:00+01:00\""), imported.stdout)
        let shown = try CLIRunner.run(["show", "1", "--db", db], environment: york)
        XCTAssertTrue(shown.stdout.contains("  Start       2025-01-01T00:30:00+01:00\n  Time zone   Europe/Paris (from the run's position)\n"), shown.stdout)
        let json = try CLIRunner.run(["show", "1", "--json", "--db", db], environment: york)
        let run = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(run["utc_offset_source"] as? String, "position")
        XCTAssertEqual(run["time_zone"] as? String, "Europe/Paris")
        XCTAssertEqual(run["utc_offset_stated"] as? Bool, false)
    }

    func testTheTzOptionWinsOverThePosition() throws {
        let imported = try CLIRunner.run(["import", "--json", "--tz", "America/New_York", "--db", db, try parisGPX()])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(imported.stdout.contains("\"start\": \"2024-12-31T18:30:00-05:00\""), imported.stdout)
        let shown = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(shown.stdout.contains("  Time zone   America/New_York (from --tz)\n"), shown.stdout)
    }

    /// An Apple Health workout's `HKTimeZone` is shown as the zone the file states.
    func testShowNamesTheHKTimeZoneOfAnAppleHealthWorkout() throws {
        let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)
        let workout = HealthExportText.Workout(
            start: start, end: start + 1800, offset: 0, durationMinutes: 30, distance: .attributes(total: 5, unit: "km"),
            timeZone: "Europe/Zurich")
        let path = folder.path("export.xml")
        try Data(HealthExportText.document([HealthExportText.workout(workout)]).utf8).write(to: URL(fileURLWithPath: path))
        let imported = try CLIRunner.run(["import", "--db", db, path], environment: ["TZ": "America/New_York"])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let shown = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(shown.stdout.contains("  Start       2024-07-01T07:00:00+02:00\n  Time zone   Europe/Zurich (stated by the file)\n"), shown.stdout)
        let json = try CLIRunner.run(["show", "1", "--json", "--db", db])
        let run = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(run["utc_offset_source"] as? String, "file")
        XCTAssertEqual(run["time_zone"] as? String, "Europe/Zurich")
        XCTAssertEqual(run["utc_offset_stated"] as? Bool, true)
    }

    /// A run stored before positions gave zones (the system zone's offset) moves at the
    /// next rebuild, which prints it, and only once.
    func testRebuildMovesARunStoredWithTheSystemZoneOnce() throws {
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, try parisGPX()]).status, 0)
        let database = try Database(path: db)
        try database.execute("UPDATE runs SET utc_offset_s = -18000, utc_offset_source = 'system', time_zone = 'America/New_York'")
        let york = ["TZ": "America/New_York"]
        let rebuilt = try CLIRunner.run(["rebuild", "--db", db], environment: york)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.stderr)
        XCTAssertEqual(
            rebuilt.stdout,
            "Run 1 (2024-12-31 18:30): start 2024-12-31 18:30 → 2025-01-01 00:30, "
                + "time zone America/New_York (system) → Europe/Paris (position)\n"
                + "Rebuilt 1 of 1 run; the others were already up to date.\n")
        let again = try CLIRunner.run(["rebuild", "--db", db], environment: york)
        XCTAssertEqual(again.stdout, "Rebuilt 0 of 1 run; the others were already up to date.\n")
    }
}
