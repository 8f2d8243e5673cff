import Foundation
import LogbookTestSupport
import XCTest

/// `logbook records` and the best efforts of `logbook show`, run as a child process.
final class RecordsCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let day = 86_400.0

    /// Imports five steady 5.5 km runs a week apart (where a best effort starts in a
    /// steady run is decided by rounding: the snapshots pin what this data gives), 5 km in 25:00, 24:10, 24:40, 23:20 and
    /// 23:40, and a ride, through `logbook import`.
    private func importRuns() throws {
        try FileManager.default.createDirectory(atPath: folder.path("files"), withIntermediateDirectories: true)
        let times: [Double] = [1500, 1450, 1480, 1400, 1420]
        for (index, time) in times.enumerated() {
            let points = GeneratedRuns.points(start: 1_714_636_800 + Double(index * 7) * day, legs: [(Int(time * 1.1), 5000 / time)])
            try GeneratedRuns.gpx(points).write(to: URL(fileURLWithPath: folder.path("files/a-run\(index).gpx")))
        }
        let ride = GeneratedRuns.points(start: 1_714_636_800 + 40 * day, legs: [(700, 9)])
        try GeneratedRuns.gpx(ride, sport: "cycling").write(to: URL(fileURLWithPath: folder.path("files/z-ride.gpx")))
        let result = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, folder.path("files")])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testTableShowsTheBestPerDistanceWithItsFootnote() throws {
        try importRuns()
        let result = try CLIRunner.run(["records", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            DISTANCE    TIME      PACE  DATE        RUN  WHERE
            400m      1:52.0  4:40 /km  2024-05-23    4  at 0.0 km
            1k        4:40.0  4:40 /km  2024-05-23    4  at 0.0 km
            mile      7:30.6  4:40 /km  2024-05-23    4  at 2.5 km
            5k         23:20  4:40 /km  2024-05-23    4  at 0.0 km
            10k           --        --  --           --  --
            half          --        --  --           --  --
            marathon      --        --  --           --  --

            4 efforts left out: 4 not_running.

            """)
    }

    func testJSONFollowsTheContract() throws {
        try importRuns()
        let result = try CLIRunner.run(["records", "--json", "--distance", "5k,3000", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.count, 2)
        let five = objects[0]
        XCTAssertEqual(
            Set(five.keys), ["distance", "distance_m", "time_s", "pace_s_per_km", "run_id", "start", "starts_at_m", "excluded"])
        XCTAssertEqual(five["distance"] as? String, "5k")
        XCTAssertEqual(five["distance_m"] as? Int, 5000)
        XCTAssertEqual(try XCTUnwrap(five["time_s"] as? Double), 1400, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(five["pace_s_per_km"] as? Double), 280, accuracy: 0.1)
        XCTAssertEqual(five["run_id"] as? Int, 4)
        XCTAssertEqual(five["start"] as? String, "2024-05-23T08:00:00+00:00")
        XCTAssertEqual(five["starts_at_m"] as? Int, 0)
        XCTAssertEqual(five["excluded"] as? [String: Int], ["not_running": 1])
        // A distance that is not stored is computed from the samples.
        XCTAssertEqual(objects[1]["distance"] as? String, "3000m")
        XCTAssertEqual(try XCTUnwrap(objects[1]["time_s"] as? Double), 840, accuracy: 0.5)
        XCTAssertEqual(objects[1]["excluded"] as? [String: Int], [:])
    }

    func testProgressionListsExactlyTheImprovements() throws {
        try importRuns()
        let result = try CLIRunner.run(["records", "--progression", "5k", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            Progression of the 5k record

            DATE         TIME      PACE  BETTER BY  RUN  WHERE
            2024-05-02  25:00  5:00 /km      first    1  at 0.0 km
            2024-05-09  24:10  4:50 /km    -50.0 s    2  at 0.0 km
            2024-05-23  23:20  4:40 /km    -50.0 s    4  at 0.0 km

            1 effort left out: 1 not_running.

            """)
        let year = try CLIRunner.run(["records", "--progression", "5k", "--year", "2023", "--csv", "--db", db])
        XCTAssertEqual(year.stdout, "distance,distance_m,time_s,pace_s_per_km,run_id,start,starts_at_m,improvement_s\n")
    }

    func testShowListsTheRunsBestEfforts() throws {
        try importRuns()
        let result = try CLIRunner.run(["show", "2", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let efforts = try XCTUnwrap(object["best_efforts"] as? [[String: Any]])
        XCTAssertEqual(efforts.map { $0["distance"] as? String }, ["400m", "1k", "mile", "5k"])
        XCTAssertEqual(try XCTUnwrap(efforts[3]["time_s"] as? Double), 1450, accuracy: 0.5)
        XCTAssertEqual(efforts[3]["status"] as? String, "ok")
        XCTAssertEqual(efforts[3]["measured_by"] as? String, "gps")
        let table = try CLIRunner.run(["show", "2", "--db", db])
        XCTAssertTrue(table.stdout.hasSuffix(
            """
            BEST    TIME      PACE  WHERE
            400m  1:56.0  4:50 /km  at 3.6 km
            1k    4:50.0  4:50 /km  at 0.4 km
            mile  7:46.7  4:50 /km  at 0.2 km
            5k     24:10  4:50 /km  at 0.0 km

            """), table.stdout)
    }

    /// A run whose file names no sport is running by its speed (inferred): it makes
    /// records, and they say so, in JSON (`inferred_sport`) and in the table.
    func testInferredRunsMakeRecordsAndAreMarked() throws {
        try FileManager.default.createDirectory(atPath: folder.path("files"), withIntermediateDirectories: true)
        let stated = GeneratedRuns.points(legs: [(1650, 5000.0 / 1500)])
        try GeneratedRuns.gpx(stated).write(to: URL(fileURLWithPath: folder.path("files/a-stated.gpx")))
        let unnamed = GeneratedRuns.points(start: 1_714_636_800 + 7 * day, legs: [(1540, 5000.0 / 1400)])
        try GeneratedRuns.gpx(unnamed, sport: nil).write(to: URL(fileURLWithPath: folder.path("files/b-unnamed.gpx")))
        XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, folder.path("files")]).status, 0)

        let json = try CLIRunner.run(["records", "--json", "--distance", "5k", "--db", db])
        XCTAssertEqual(json.status, 0, json.stderr)
        let objects = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.first?["run_id"] as? Int, 2)
        XCTAssertEqual(try XCTUnwrap(objects.first?["time_s"] as? Double), 1400, accuracy: 0.5)
        XCTAssertEqual(objects.first?["inferred_sport"] as? Bool, true)
        let top = try CLIRunner.run(["records", "--json", "--distance", "5k", "--top", "2", "--db", db])
        XCTAssertTrue(top.stdout.contains(#""inferred_sport": true"#) || top.stdout.contains(#""inferred_sport":true"#), top.stdout)
        let table = try CLIRunner.run(["records", "--distance", "5k", "--db", db])
        XCTAssertTrue(table.stdout.contains("5k        23:20  4:40 /km  2024-05-09  2 (inferred)  at 0.0 km\n"), table.stdout)
    }

    /// The pace thresholds are the read's: an hour at 32:00 /km imported with
    /// `--max-pace 40:00` stores its efforts as `ok`, yet `records` with the default 30:00
    /// leaves them out (and says so), `records --max-pace 40:00` counts them, and `show`
    /// judges them as `records` does by default.
    func testPaceThresholdsAreThoseOfTheRead() throws {
        let slow = GeneratedRuns.points(legs: [(3600, 1000.0 / 1920)])
        try GeneratedRuns.gpx(slow).write(to: URL(fileURLWithPath: folder.path("slow.gpx")))
        XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--max-pace", "40:00", "--db", db, folder.path("slow.gpx")]).status, 0)

        let standard = try CLIRunner.run(["records", "--distance", "1k", "--db", db])
        XCTAssertEqual(standard.status, 0, standard.stderr)
        XCTAssertEqual(
            standard.stdout,
            """
            DISTANCE  TIME  PACE  DATE  RUN  WHERE
            1k          --    --  --     --  --

            1 effort left out: 1 too_slow. Paces counted: 2:00 /km to 30:00 /km.

            """)
        let wide = try CLIRunner.run(["records", "--distance", "1k", "--max-pace", "40:00", "--db", db])
        XCTAssertEqual(wide.status, 0, wide.stderr)
        XCTAssertEqual(
            wide.stdout,
            """
            DISTANCE   TIME       PACE  DATE        RUN  WHERE
            1k        32:00  32:00 /km  2024-05-02    1  at 0.1 km

            """)
        let json = try CLIRunner.run(["records", "--json", "--distance", "1k", "--min-pace", "2:30", "--db", db])
        let object = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        XCTAssertTrue(object["run_id"] is NSNull)
        XCTAssertEqual(object["excluded"] as? [String: Int], ["too_slow": 1])

        let show = try CLIRunner.run(["show", "1", "--json", "--db", db])
        let run = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let efforts = try XCTUnwrap(run["best_efforts"] as? [[String: Any]])
        XCTAssertEqual(efforts.map { $0["distance"] as? String }, ["400m", "1k", "mile"])
        XCTAssertEqual(efforts.map { $0["status"] as? String }, ["too_slow", "too_slow", "too_slow"])

        let crossed = try CLIRunner.run(["records", "--min-pace", "5:00", "--max-pace", "4:00", "--db", db])
        XCTAssertEqual(crossed.status, 64)
        XCTAssertTrue(crossed.stderr.hasPrefix("Error: --min-pace must not be slower than --max-pace\n"), crossed.stderr)
    }

    func testUsageErrors() throws {
        for (arguments, message) in [
            (["--year", "2024", "--begin", "2024-01-01"], "--year cannot be combined with --begin or --end"),
            (["--sport", "all"], "records compare one sport"),
            (["--distance", "5x"], "The value '5x' is invalid for '--distance <d[,d...]>'"),
            (["--progression", "5k", "--top", "3"], "--progression cannot be combined with --distance or --top"),
        ] {
            let result = try CLIRunner.run(["records", "--db", db] + arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }
}
