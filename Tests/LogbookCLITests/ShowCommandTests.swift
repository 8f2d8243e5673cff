import Foundation
import LogbookTestSupport
import XCTest

/// `logbook show ID` run as a child process.
final class ShowCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// 4.4 km in Paris in summer (+02:00): four full km splits and a partial 400 m that is
    /// faster than all of them but must not be marked. Returns the run's id.
    private func fillIntervals() throws -> Int64 {
        let logbook = try ReportDatabase(path: db)
        typealias Make = ReportDatabase
        let splits = [
            Make.split(1, 1000, 300, heartRate: 150, cadence: 170, gain: 5),  // 5:00 /km
            Make.split(2, 1000, 290, heartRate: 155, cadence: 172, gain: 2),  // 4:50 /km: fastest full split
            Make.split(3, 1000, 315, heartRate: 158, cadence: 168, gain: 12),  // 5:15 /km: slowest full split
            Make.split(4, 1000, 305, heartRate: 151, cadence: 169, gain: 0),  // 5:05 /km
            Make.split(5, 400, 100, heartRate: 160, cadence: 180, gain: 1),  // 100 s / 0.4 km = 250 s/km, partial
        ]
        // 300 + 290 + 315 + 305 + 100 = 1310 s over 4400 m: 1310 / 4.4 = 297.73 s/km → 4:58 /km.
        return try logbook.insert(
            "2024-06-01 08:00", "Europe/Paris", distance: 4400, moving: 1310, name: "Track intervals", heartRate: 152,
            maxHeartRate: 175, splits: splits)
    }

    func testTableMarksTheFastestAndSlowestFullSplit() throws {
        let id = try fillIntervals()
        let result = try CLIRunner.run(["show", String(id), "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            Run 1: Track intervals
              Start       2024-06-01T08:00:00+02:00
              Sport       running
              Distance    4.40 km
              Elapsed     21:50
              Moving      21:50
              Pace        4:58 /km
              Heart rate  152 avg, 175 max
              Cadence     --
              Elevation   --
              Source      gpx

            SPLIT  DISTANCE  TIME      PACE   HR  CADENCE   ELEV
                1   1.00 km  5:00  5:00 /km  150      170   +5 m
                2   1.00 km  4:50  4:50 /km  155      172   +2 m  fastest
                3   1.00 km  5:15  5:15 /km  158      168  +12 m  slowest
                4   1.00 km  5:05  5:05 /km  151      169   +0 m
                5   0.40 km  1:40  4:10 /km  160      180   +1 m

            """)
    }

    func testMilesConvertDistancesAndPaces() throws {
        let id = try fillIntervals()
        let result = try CLIRunner.run(["show", String(id), "--db", db, "--units", "mi"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // 4400 m / 1609.344 = 2.734 mi; 297.727 s/km × 1.609344 = 479.15 s → 7:59 /mi.
        XCTAssertTrue(result.stdout.contains("  Distance    2.73 mi\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Pace        7:59 /mi\n"), result.stdout)
        // Split 2: 290 × 1.609344 = 466.71 s → 7:47 /mi; 1000 m = 0.62 mi.
        XCTAssertTrue(result.stdout.contains("    2   0.62 mi  4:50  7:47 /mi  155"), result.stdout)
    }

    func testJSONCarriesTheRunAndItsMarkedSplits() throws {
        let id = try fillIntervals()
        let result = try CLIRunner.run(["show", String(id), "--db", db, "--json", "--units", "mi"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let run = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [String: Any])
        XCTAssertEqual(run["id"] as? Int, 1)
        XCTAssertEqual(run["start"] as? String, "2024-06-01T08:00:00+02:00")
        XCTAssertEqual(run["distance_m"] as? Double, 4400)
        // 1310 / 4.4 = 297.7272... written with three decimals.
        XCTAssertEqual(try XCTUnwrap(run["pace_s_per_km"] as? Double), 297.727, accuracy: 1e-9)
        let splits = try XCTUnwrap(run["splits"] as? [[String: Any]])
        XCTAssertEqual(splits.map { $0["index"] as? Int }, [1, 2, 3, 4, 5])
        XCTAssertEqual(splits.map { $0["fastest"] as? Bool }, [false, true, false, false, false])
        XCTAssertEqual(splits.map { $0["slowest"] as? Bool }, [false, false, true, false, false])
        XCTAssertEqual(splits[4]["distance_m"] as? Double, 400)
        XCTAssertEqual(splits[4]["pace_s_per_km"] as? Double, 250)
        XCTAssertEqual(splits[2]["elevation_gain_m"] as? Double, 12)
        XCTAssertEqual(
            Array(splits[0].keys).sorted(),
            ["avg_cadence", "avg_hr", "distance_m", "elapsed_s", "elevation_gain_m", "fastest", "index", "pace_s_per_km", "pace_status", "slowest"])
    }

    func testJSONListsBothSourcesOfACSVRowUpgradedByItsFIT() throws {
        let fixtures = CLIRunner.packageRoot.appendingPathComponent("Tests/LogbookCoreTests/Fixtures")
        let csv = fixtures.appendingPathComponent("csv/strava-activities-single-run-94col.csv").path
        let fit = fixtures.appendingPathComponent("fit/run-garmin-venusq-smart-recording-gps-hr-cad.fit").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, csv]).status, 0)
        let upgrade = try CLIRunner.run(["import", "--db", db, fit])
        XCTAssertEqual(upgrade.status, 0, upgrade.stderr)
        XCTAssertTrue(upgrade.stdout.contains("1 upgraded"), upgrade.stdout)
        let result = try CLIRunner.run(["show", "1", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let run = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [String: Any])
        XCTAssertEqual(run["name"] as? String, "Laufen Landal Park")
        XCTAssertEqual(run["source"] as? String, "fit")
        XCTAssertEqual(run["utc_offset_stated"] as? Bool, true)
        XCTAssertEqual(run["edited_fields"] as? [String], [])
        let sources = try XCTUnwrap(run["sources"] as? [[String: Any]])
        XCTAssertEqual(sources.map { $0["path"] as? String }, [csv, fit])
        XCTAssertEqual(sources.map { $0["format"] as? String }, ["csv", "fit"])
        XCTAssertEqual(sources.map { $0["status"] as? String }, ["first", "upgraded-by"])
        XCTAssertEqual(
            sources.map { $0["content_sha256"] as? String },
            [PortableSHA256.hex(of: Array(try Data(contentsOf: URL(fileURLWithPath: csv)))),
             PortableSHA256.hex(of: Array(try Data(contentsOf: URL(fileURLWithPath: fit))))])
        // The table lists them too, one line per file.
        let table = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let heading = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("SOURCE") }, table.stdout)
        XCTAssertTrue(lines[heading + 1].hasPrefix("first        csv     "), lines[heading + 1])
        XCTAssertTrue(lines[heading + 1].hasSuffix("  " + csv), lines[heading + 1])
        XCTAssertTrue(lines[heading + 2].hasPrefix("upgraded-by  fit     "), lines[heading + 2])
        XCTAssertTrue(lines[heading + 2].hasSuffix("  " + fit), lines[heading + 2])
        // A sport's variant is shown beside it, and what the runner edited is named.
        XCTAssertEqual(try CLIRunner.run(["edit", "1", "--sport", "Trail Run", "--db", db]).status, 0)
        let trail = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(trail.stdout.contains("  Sport       running (trail)\n"), trail.stdout)
        XCTAssertTrue(trail.stdout.contains("  Edited      sport (kept over every file)\n"), trail.stdout)
        let json = try XCTUnwrap(try ReportDatabase.json(try CLIRunner.run(["show", "1", "--json", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(json["sub_sport"] as? String, "trail")
        XCTAssertEqual(json["edited_fields"] as? [String], ["sport"])
    }

    func testUnknownIDIsAnErrorNamingIt() throws {
        _ = try fillIntervals()
        let result = try CLIRunner.run(["show", "999", "--db", db])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "Error: no run with id 999\n")
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["abc"], "Error: The value 'abc' is invalid for '<id>': expected a run id (a whole number), 'last', or -N for the N-th latest run\n"),
            (["1", "2"], "Error: Unexpected argument '2'\n"),
            // With --json the mistake is the JSON error line (docs/json.md).
            (["1", "--table", "--json"], #"{"error":{"code":"usage","message":"use only one of --table, --csv, --json"}}"# + "\n"),
            (["1", "--tsv"], "Error: Unknown option '--tsv'"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["show", "--db", db] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
        }
    }

    func testARunWithoutSplitsOrPace() throws {
        let logbook = try ReportDatabase(path: db)
        let id = try logbook.insert("2024-06-02 08:00", "UTC", distance: nil, moving: 1800, name: "Treadmill")
        let result = try CLIRunner.run(["show", String(id), "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  Pace        -- (no_distance)\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\nNo splits.\n"), result.stdout)
    }

    func testHelpSnapshot() throws {
        let result = try CLIRunner.run(["help", "show"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            OVERVIEW: Show one run and its splits.

            Without an id, or with 'last', shows the latest run by start time, of any sport;
            -2 shows the one before it, -N the N-th latest. Lists each split's distance,
            time, pace, heart rate, cadence and elevation gain, and marks the fastest and
            slowest full split (the last, partial split does not compete). When the file's
            distance and the GPS distance differ by more than 1 %, both are printed. A sport
            inferred from the speed profile (the file names none) says so. Every file that
            contributed to the run is listed: the one it was first stored from, each later
            copy that upgraded it and each copy kept only for its words. JSON carries SI
            units whatever --units says.

            USAGE: logbook show [<id>] [--units <km|mi>] [--zones <model>]
                   [--table | --csv | --json] [--db <path>]

            ARGUMENTS:
              <id>                    The run's id, as 'logbook list' shows it; 'last' or -1
                                      for the latest run, -N for the N-th latest (default:
                                      the latest).

            OPTIONS:
              --units <km|mi>         Show distances and paces in km (default) or miles.
              --zones <model>         Where the heart-rate zones lie: max (50-90 % of max
                                      HR, the default), hrr (of the reserve above resting
                                      HR) or five bpm bounds, e.g. 100,120,140,160,175.
              --table                 Print an aligned table (default).
              --csv                   Print the run's kilometre splits as CSV (the fields of
                                      --json's splits).
              --json                  Print one JSON document.
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """)
    }
}
