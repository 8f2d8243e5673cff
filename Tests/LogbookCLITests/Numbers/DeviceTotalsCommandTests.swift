import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// What the watch said, as the commands show it: both distances in `show` when they
/// differ, the `distance_mismatch` finding of `clean`, inferred sports marked in `list`,
/// `show` and `stats`, and `import --distance-source`.
final class DeviceTotalsCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A TCX run due north from 64 N 21.9 W (Reykjavik: UTC all year, so local times are
    /// the UTC ones) at 3 m/s, one point every 5 s for `seconds`,
    /// in one lap stating `lapDistance` metres and `seconds` of timer time.
    static func tcx(seconds: Int, lapDistance: Double, sport: String = "Running") -> String {
        let formatter = ISO8601DateFormatter()
        let start = Date(timeIntervalSince1970: 1_714_629_600)  // 2024-05-02T06:00:00Z
        let points = stride(from: 0, through: seconds, by: 5).map { second -> String in
            let lat = 64 + 3 * Double(second) / TrackFiles.metresPerDegree
            return "<Trackpoint><Time>\(formatter.string(from: start.addingTimeInterval(Double(second))))</Time><Position>"
                + "<LatitudeDegrees>\(String(format: "%.8f", lat))</LatitudeDegrees><LongitudeDegrees>-21.9</LongitudeDegrees>"
                + "</Position><HeartRateBpm><Value>150</Value></HeartRateBpm></Trackpoint>"
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="\(sport)"><Id>2024-05-02T06:00:00Z</Id>
            <Lap StartTime="2024-05-02T06:00:00Z"><TotalTimeSeconds>\(seconds)</TotalTimeSeconds>\
            <DistanceMeters>\(lapDistance)</DistanceMeters><Track>
            \(points)
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>

            """
    }

    private func importFile(_ text: String, name: String, _ extra: [String] = []) throws {
        let path = try TrackFiles.write(text, to: name, in: folder)
        let result = try CLIRunner.run(["import", path, "--db", db] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    private func storedSources() throws -> [SQLiteValue] {
        let database = try Database(path: db)
        return try XCTUnwrap(
            database.rows("SELECT distance_m, device_distance_m, gps_distance_m, distance_source, sport_source FROM runs").first)
    }

    func testATCXLapTotalIsTheDistanceAndShowPrintsTheGPSDistanceBesideIt() throws {
        // 1200 s at 3 m/s: 3600 m by GPS; the lap states 4200 m (16.7 % more, within a factor 2).
        try importFile(Self.tcx(seconds: 1200, lapDistance: 4200), name: "lap.tcx")
        let stored = try storedSources()
        XCTAssertEqual(stored[0], .real(4200))
        XCTAssertEqual(stored[1], .real(4200))
        XCTAssertEqual(try XCTUnwrap(stored[2].doubleValue), 3600, accuracy: 0.05)
        XCTAssertEqual(Array(stored[3...]), [.text("device"), .text("file")])
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(show.status, 0, show.stderr)
        XCTAssertTrue(show.stdout.contains("  Distance    4.20 km (the file's; GPS 3.60 km)\n"), show.stdout)
        XCTAssertTrue(show.stdout.contains("  Sport       running\n"), show.stdout)
        let json = try XCTUnwrap(try ReportDatabase.json(try CLIRunner.run(["show", "1", "--json", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(json["distance_source"] as? String, "device")
        XCTAssertEqual(json["sport_source"] as? String, "file")
        XCTAssertEqual(json["device_distance_m"] as? Double, 4200)
        XCTAssertEqual(json["device_timer_s"] as? Double, 1200)
        XCTAssertEqual(try XCTUnwrap(json["gps_distance_m"] as? Double), 3600, accuracy: 0.05)
    }

    func testDistanceSourceGPSOnImportIsRecordedAndShowNamesTheFilesTotal() throws {
        try importFile(Self.tcx(seconds: 1200, lapDistance: 4200), name: "lap.tcx", ["--distance-source", "gps"])
        let stored = try storedSources()
        XCTAssertEqual(try XCTUnwrap(stored[0].doubleValue), 3600, accuracy: 0.05)
        XCTAssertEqual(stored[1], .real(4200))
        XCTAssertEqual(stored[3], .text("gps"))
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Distance    3.60 km (GPS; the file states 4.20 km)\n"), show.stdout)
    }

    func testDistancesWithinOnePercentPrintOnce() throws {
        // 3600 m by GPS, 3630 m stated: 0.8 % apart.
        try importFile(Self.tcx(seconds: 1200, lapDistance: 3630), name: "close.tcx")
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Distance    3.63 km\n"), show.stdout)
    }

    func testCleanReportsADistanceMismatchAndApplyLeavesTheRunInPlace() throws {
        try importFile(Self.tcx(seconds: 1200, lapDistance: 4200), name: "lap.tcx")
        let dry = try CLIRunner.run(["clean", "--json", "--db", db])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let findings = try XCTUnwrap(try ReportDatabase.json(dry.stdout) as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, dry.stdout)
        XCTAssertEqual(findings.first?["rule"] as? String, "distance_mismatch")
        XCTAssertEqual(findings.first?["action"] as? String, "review")
        XCTAssertEqual(
            findings.first?["detail"] as? String,
            "the file states 4200 m, the GPS gives 3600 m (14 % apart); the run uses the file's distance")
        let table = try CLIRunner.run(["clean", "--db", db])
        XCTAssertTrue(
            table.stdout.hasSuffix(
                "1 run has a file distance and a GPS distance more than 10 % apart: 'logbook show ID' prints both.\n"), table.stdout)
        let applied = try CLIRunner.run(["clean", "--apply", "--db", db])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        XCTAssertEqual(try Database(path: db).scalar("SELECT count(*) FROM runs").int64Value, 1)
        // Within 10 %: no finding.
        let other = try ScratchFolder()
        defer { other.remove() }
        let path = try TrackFiles.write(Self.tcx(seconds: 1200, lapDistance: 3900), to: "near.tcx", in: other)
        XCTAssertEqual(try CLIRunner.run(["import", path, "--db", other.path("l.sqlite")]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["clean", "--json", "--db", other.path("l.sqlite")]).stdout, "[]\n")
    }

    func testAnInferredSportIsMarkedInListShowAndCountedByStats() throws {
        // Two runs whose file names no sport (TCX `Other`), one that names it.
        try importFile(Self.tcx(seconds: 1200, lapDistance: 3600, sport: "Other"), name: "other.tcx")
        try importFile(
            TrackFiles.gpx(start: "2024-05-03T06:00:00Z", duration: 1200).replacingOccurrences(of: "<type>running</type>", with: ""),
            name: "untyped.gpx")
        try importFile(TrackFiles.gpx(start: "2024-05-04T06:00:00Z", duration: 1200), name: "typed.gpx")
        let list = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(list.status, 0, list.stderr)
        let lines = list.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.filter { $0.contains("running*") }.count, 2, list.stdout)
        XCTAssertEqual(lines.filter { $0.contains("running ") && !$0.contains("running*") }.count, 1, list.stdout)
        XCTAssertTrue(list.stdout.hasSuffix("\n* sport inferred from the speed profile: the file names none.\n"), list.stdout)
        let json = try XCTUnwrap(try ReportDatabase.json(try CLIRunner.run(["list", "--json", "--db", db]).stdout) as? [[String: Any]])
        XCTAssertEqual(json.map { $0["sport_source"] as? String }, ["file", "inferred", "inferred"])
        let csv = try CLIRunner.run(["list", "--csv", "--db", db]).stdout
        XCTAssertTrue(csv.hasPrefix(
            "id,start,sport,name,distance_m,elapsed_s,moving_s,pace_s_per_km,pace_status,avg_hr,max_hr,avg_cadence,"
                + "elevation_gain_m,source,sport_source,distance_source,device_distance_m,gps_distance_m,device_timer_s,"
                + "device_elapsed_s,gps_moving_s,moving_source,doubt,believed\n"), csv)

        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Sport       running (inferred from the speed profile: the file names none)\n"), show.stdout)
        let stats = try CLIRunner.run(["stats", "--monthly", "--sport", "running", "--db", db])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains("2024-05     3  10.80 km"), stats.stdout)
        XCTAssertTrue(
            stats.stdout.hasSuffix("\n\n2 runs counted here have their sport inferred from the speed profile: the file names none.\n"),
            stats.stdout)
        let typedOnly = try CLIRunner.run(["stats", "--monthly", "--begin", "2024-05-04", "--db", db])
        XCTAssertFalse(typedOnly.stdout.contains("inferred"), typedOnly.stdout)
    }
}
