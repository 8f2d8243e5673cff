import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite

/// `logbook import` of Apple Health exports as a runner sees it: `--json`, exit codes, the
/// workouts stored one per transaction, and the progress line of a large export.xml.
final class AppleHealthImportCommandTests: XCTestCase {
    typealias Text = HealthExportText
    private var folder: ScratchFolder!
    /// 2024-07-01 05:00:00 UTC (07:00 in Zurich).
    private let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The Health app's zip: a routed run with heart-rate records, an indoor run and a ride, a day apart.
    private func exportZip() throws -> String {
        var routed = Text.Workout(
            start: start, end: start + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        routed.routePath = "/workout-routes/route_2024-07-01_7.00am.gpx"
        let indoor = Text.Workout(
            start: start + 86_400, end: start + 86_400 + 2400, offset: 7200, durationMinutes: 40,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"), indoor: true)
        var ride = Text.Workout(
            start: start + 2 * 86_400, end: start + 2 * 86_400 + 3600, offset: 7200, durationMinutes: 60,
            distance: .attributes(total: 30, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        let records = stride(from: start, through: start + 600, by: 5).map { Text.heartRate(at: $0, bpm: 140, offset: 7200) }
        let zip = try TestArchive.zip([
            ("apple_health_export/export.xml", Data(Text.document(records + [routed, indoor, ride].map(Text.workout)).utf8)),
            ("apple_health_export/export_cda.xml", Data("<ClinicalDocument/>".utf8)),
            ("apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx",
             Data(Text.routeGPX(Text.eastbound(from: start, to: start + 600)).utf8)),
        ])
        let path = folder.path("export.zip")
        try zip.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func json(_ result: CLIResult) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try XCTUnwrap(value as? [[String: Any]], result.stdout)
    }

    private func runCount(_ db: String) throws -> Int64 {
        try Database(path: db, mode: .readOnly).scalar("SELECT count(*) FROM runs").int64Value ?? -1
    }

    func testJSONOfAnExportZipGivesEachMemberAndEveryWorkoutAndExitsZero() throws {
        let zip = try exportZip(), db = folder.path("logbook.sqlite")
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, zip])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try json(result)
        XCTAssertEqual(files.map { $0["file"] as? String }, [
            "\(zip):apple_health_export/export.xml", "\(zip):apple_health_export/export_cda.xml",
            "\(zip):apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx",
        ])
        XCTAssertEqual(files.map { $0["status"] as? String }, ["imported", "skipped", "skipped"])
        XCTAssertEqual(files[2]["reason"] as? String, "a workout route: read with its workout from export.xml")
        let runs = try XCTUnwrap(files[0]["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.map { $0["id"] as? Int }, [1, 2, 3])
        XCTAssertEqual(runs.map { $0["start"] as? String },
                       ["2024-07-01T07:00:00+02:00", "2024-07-02T07:00:00+02:00", "2024-07-03T07:00:00+02:00"])
        XCTAssertEqual(runs.map { $0["sport"] as? String }, ["running", "running", "cycling"])
        XCTAssertEqual(runs.map { $0["distance_m"] as? Double }, [1800, 8000, 30000])
        XCTAssertEqual(runs.map { $0["moving_s"] as? Double }, [600, 2400, 3600])
        XCTAssertEqual(runs[0]["pace_s_per_km"] as? Double, 333.333)
        XCTAssertEqual(runs.map { $0["pace_status"] as? String }, ["ok", "ok", "ok"])
        XCTAssertTrue(files[0]["error"] is NSNull)
        XCTAssertEqual(try runCount(db), 3)

        // Again: the export is a duplicate of the first run it holds; exit 0.
        let again = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, zip])
        XCTAssertEqual(again.status, 0, again.stderr)
        let second = try json(again)
        XCTAssertEqual(second.first?["status"] as? String, "duplicate")
        XCTAssertEqual(second.first?["duplicate_of"] as? Int, 1)
        XCTAssertEqual(try runCount(db), 3)
    }

    func testARefreshOfTheZipReadsItsRoutesAgainAndPrintsEachWorkout() throws {
        let zip = try exportZip(), db = folder.path("logbook.sqlite")
        XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, zip]).status, 0)
        // As an older version could have stored them: the routed run short, the ride named.
        let stored = try ReportDatabase(path: db)
        try stored.forceUpdate(runID: 1, "distance_m = 1500, pace_s_per_km = 400")
        try stored.forceUpdate(runID: 3, "distance_m = 25000, name = 'Commute'")
        let samples = try SampleRows.scalar("SELECT count(*) FROM samples", path: db).int64Value

        let result = try CLIRunner.run(["import", "--refresh", "--tz", "UTC", "--db", db, zip])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            refreshed  \(zip):apple_health_export/export.xml: Run 1 (2024-07-01 07:00): distance 1.50 km → 1.80 km, \
            pace 6:40 /km → 5:33 /km
            unchanged  \(zip):apple_health_export/export.xml: run 2
            refreshed  \(zip):apple_health_export/export.xml: Run 3 (2024-07-03 07:00): distance 25.00 km → 30.00 km
            skipped    \(zip):apple_health_export/export_cda.xml: clinical records, not an activity
            skipped    \(zip):apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx: a workout route: read with its workout from export.xml
            Refreshed 2 of 3 runs: 0 not imported before, 2 skipped, 0 rejected.

            """)
        let database = try Database(path: db, mode: .readOnly)
        XCTAssertEqual(
            try database.rows("SELECT distance_m, name FROM runs ORDER BY id"),
            [[.real(1800), .null], [.real(8000), .null], [.real(30_000), .text("Commute")]])
        // The route was read from the zip again: the routed run keeps its samples.
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, samples)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = 1").int64Value, 601)
    }

    func testADryRunPrintsTheWorkoutsWithoutIdsAndWritesNothing() throws {
        let zip = try exportZip(), db = folder.path("logbook.sqlite")
        let result = try CLIRunner.run(["import", "--json", "--dry-run", "--tz", "UTC", "--db", db, zip])
        XCTAssertEqual(result.status, 0, result.stderr)
        let runs = try XCTUnwrap(try json(result).first?["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 3)
        XCTAssertTrue(runs.allSatisfy { $0["id"] is NSNull })
        XCTAssertEqual(try runCount(db), 0)
    }

    func testABrokenExportExitsOneWithItsLineAndStoresNothing() throws {
        let text = Text.document([Text.workout(Text.Workout(
            start: start, end: start + 600, durationMinutes: 10, distance: .attributes(total: 1.8, unit: "km")))])
        let cut = String(text.prefix(text.count - 40))
        let line = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        let path = folder.path("export.xml"), db = folder.path("logbook.sqlite")
        try Data(cut.utf8).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["import", "--json", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let file = try XCTUnwrap(try json(result).first)
        XCTAssertEqual(file["status"] as? String, "rejected")
        XCTAssertEqual((file["runs"] as? [Any])?.count, 0)
        XCTAssertTrue((file["error"] as? String)?.hasPrefix("\(path):\(line): ") ?? false, "\(file)")
        XCTAssertEqual(try runCount(db), 0)

        let human = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(human.status, 1)
        XCTAssertTrue(human.stderr.hasPrefix("Error: \(path):\(line): "), human.stderr)
        XCTAssertEqual(human.stdout, "Imported 0 runs from 1 file: 0 duplicates, 0 upgraded, 0 skipped, 1 rejected.\n")
    }

    func testALargeExportShowsHowFarHashingAndReadingHaveCome() throws {
        // About 6 MB of heart-rate records: more than is held in memory, so it is read in chunks.
        var body: [String] = []
        var time = start - 86_400 * 20
        while body.count < 20_000 {
            body.append(Text.heartRate(at: time, bpm: 62, offset: 7200))
            time += 60
        }
        body.append(Text.workout(Text.Workout(
            start: start, end: start + 600, offset: 7200, durationMinutes: 10, distance: .attributes(total: 1.8, unit: "km"))))
        let data = Data(Text.document(body).utf8)
        XCTAssertGreaterThan(data.count, ImportInput.wholeReadLimit)
        let path = folder.path("export.xml"), db = folder.path("logbook.sqlite")
        try data.write(to: URL(fileURLWithPath: path))
        let total = ByteCount.text(Int64(data.count))

        let result = try CLIRunner.run(["import", "--progress", "--tz", "UTC", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        for stage in ["hashing", "reading"] {
            let shown = lines.filter { $0.hasPrefix("\(path): \(stage) ") }
            // A line per tenth reached (the first at 1 MiB, a sixth of the file), the last at its end.
            XCTAssertEqual(shown.last, "\(path): \(stage) \(total) of \(total) (100 %)", result.stderr)
            let percents = shown.compactMap { line in line.split(separator: "(").last.flatMap { Int($0.prefix { $0.isNumber }) } }
            XCTAssertEqual(percents.count, shown.count)
            XCTAssertEqual(percents.map { $0 / 10 }, Array(Set(percents.map { $0 / 10 })).sorted(), result.stderr)
            XCTAssertGreaterThanOrEqual(shown.count, 5, result.stderr)
        }
        XCTAssertTrue(lines.contains("[1/1] \(path)"), result.stderr)
        XCTAssertEqual(try runCount(db), 1)

        // Without --progress and off a terminal: no progress at all, only the new logbook's line.
        let quiet = try CLIRunner.run(["import", "--tz", "UTC", "--db", folder.path("quiet.sqlite"), path])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stderr, "Created a new logbook at \(folder.path("quiet.sqlite"))\n")
    }
}
