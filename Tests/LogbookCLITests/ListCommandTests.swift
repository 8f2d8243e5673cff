import Foundation
import LogbookTestSupport
import XCTest

/// `logbook list` run as a child process against a logbook filled by SQL.
final class ListCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Five runs around New Year 2025 in Paris and New York, and one ride.
    private func fillNewYear() throws {
        let logbook = try ReportDatabase(path: db)
        // id 1: 2024-12-31T22:30Z (Paris 23:30, +01:00); 10 km in 50:00 → 5:00 /km.
        try logbook.insert("2024-12-31 23:30", "Europe/Paris", distance: 10_000, moving: 3000, name: "Paris NYE", heartRate: 150, maxHeartRate: 171)
        // id 2: 2025-01-01T01:00Z (New York 20:00 on the 31st, -05:00); 5 km in 30:00 → 6:00 /km.
        try logbook.insert("2024-12-31 20:00", "America/New_York", distance: 5000, moving: 1800, name: "Times Square")
        // id 3: 2024-12-31T23:30Z (Paris 00:30 on the 1st); 8 km in 46:40 → 2800 / 8 = 350 s = 5:50 /km.
        try logbook.insert("2025-01-01 00:30", "Europe/Paris", distance: 8000, moving: 2800, name: "First light")
        // id 4: 2025-01-01T14:00Z (New York 09:00); 6 km in 36:00 → 6:00 /km.
        try logbook.insert("2025-01-01 09:00", "America/New_York", distance: 6000, moving: 2160, name: "Central Park")
        // id 5: 2025-01-05T09:00Z (Paris 10:00), no name; 4 km in 20:00 → 5:00 /km.
        try logbook.insert("2025-01-05 10:00", "Europe/Paris", distance: 4000, moving: 1200)
        // id 6: a ride on 2025-01-02T09:00Z: 20 km in 40:00.
        try logbook.insert("2025-01-02 10:00", "Europe/Paris", distance: 20_000, moving: 2400, name: "Ride", sport: "cycling")
    }

    func testTableShowsRunningNewestFirstInLocalTime() throws {
        try fillNewYear()
        let result = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Newest by instant: 5 (01-05 09:00Z), 4 (01-01 14:00Z), 2 (01-01 01:00Z), 3 (12-31 23:30Z), 1 (12-31 22:30Z).
        XCTAssertEqual(
            result.stdout,
            """
            ID  START             SPORT    NAME          DISTANCE  MOVING      PACE   HR
             5  2025-01-05 10:00  running                 4.00 km   20:00  5:00 /km   --
             4  2025-01-01 09:00  running  Central Park   6.00 km   36:00  6:00 /km   --
             2  2024-12-31 20:00  running  Times Square   5.00 km   30:00  6:00 /km   --
             3  2025-01-01 00:30  running  First light    8.00 km   46:40  5:50 /km   --
             1  2024-12-31 23:30  running  Paris NYE     10.00 km   50:00  5:00 /km  150

            1 run of another sport is left out; add --sport all to see it.

            """)
        XCTAssertEqual(result.stderr, "")
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no escapes when stdout is not a terminal")
    }

    /// 1,100 runs print about 80 KB, written in several pieces: every line is exactly the
    /// padded table (widths from all rows, wide names counted as two cells, a control
    /// character shown as a space), newest first, across the pieces' boundaries.
    func testALongTableIsExactAcrossTheWritesItIsPrintedIn() throws {
        let logbook = try ReportDatabase(path: db)
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd HH:mm"
        let count = 1100
        var rows: [[String]] = []
        try logbook.database.execute("BEGIN")
        for index in 0..<count {
            let start = format.string(from: Date(timeIntervalSince1970: 1_704_067_200 + Double(index) * 86_400 + Double(index % 60) * 60))
            // 1,000 m + 10 m per run in 300 s + 3 s: 5:00 /km, 1.00 km to 11.99 km, 5:00 to 59:57.
            let name = index % 97 == 0 ? "東京 \(index)" : index == 5 ? "Tab\there" : "Run \(index)"
            let heartRate = index % 2 == 0 ? Double(120 + index % 50) : nil
            try logbook.insert(start, "UTC", distance: Double(1000 + 10 * index), moving: Double(300 + 3 * index), name: name, heartRate: heartRate)
            let moving = 300 + 3 * index
            rows.append([
                String(index + 1), start, "running", index == 5 ? "Tab here" : name,
                String(format: "%d.%02d km", (1000 + 10 * index) / 1000, (1000 + 10 * index) % 1000 / 10),
                String(format: "%d:%02d", moving / 60, moving % 60), "5:00 /km", heartRate.map { String(Int($0)) } ?? "--",
            ])
        }
        try logbook.database.execute("COMMIT")
        let titles = ["ID", "START", "SPORT", "NAME", "DISTANCE", "MOVING", "PACE", "HR"]
        let rightAligned: Set = [0, 4, 5, 6, 7]
        func cells(_ text: String) -> Int { text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x4E00 && $1.value <= 0x9FFF ? 2 : 1) } }
        // NAME is 9 cells wide (東京 1067), DISTANCE 8 (11.99 km), ID 4.
        let widths = titles.indices.map { column in rows.reduce(cells(titles[column])) { max($0, cells($1[column])) } }
        func line(_ row: [String]) -> String {
            let padded = row.indices.map { column -> String in
                let padding = String(repeating: " ", count: widths[column] - cells(row[column]))
                return rightAligned.contains(column) ? padding + row[column] : row[column] + padding
            }
            return padded.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
        }
        let expected = line(titles) + rows.reversed().map(line).joined()
        XCTAssertGreaterThan(expected.utf8.count, 64 * 1024)
        let result = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, count + 1)
        XCTAssertEqual(result.stdout, expected)
        XCTAssertTrue(result.stdout.contains("\n1090  2026-12-25 "), "run 1090, the 1,089th day after 2024-01-01")
        XCTAssertEqual(result.stdout.split(separator: "\n").last, "   1  2024-01-01 00:00  running  東京 0      1.00 km    5:00  5:00 /km  120")
    }

    func testMilesEverySportAndLimit() throws {
        try fillNewYear()
        let result = try CLIRunner.run(["list", "--db", db, "--units", "mi", "--sport", "all", "--limit", "3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // 4000 m / 1609.344 = 2.485 mi; 300 s/km × 1.609344 = 482.8 s → 8:03 /mi.
        // 20000 m = 12.427 mi; 120 s/km × 1.609344 = 193.1 s → 3:13 /mi. 6000 m = 3.728 mi; 360 × 1.609344 = 579.4 s → 9:39.
        XCTAssertEqual(
            result.stdout,
            """
            ID  START             SPORT    NAME          DISTANCE  MOVING      PACE  HR
             5  2025-01-05 10:00  running                 2.49 mi   20:00  8:03 /mi  --
             6  2025-01-02 10:00  cycling  Ride          12.43 mi   40:00  3:13 /mi  --
             4  2025-01-01 09:00  running  Central Park   3.73 mi   36:00  9:39 /mi  --

            """)
    }

    func testLocalDateRangeWithExclusiveEnd() throws {
        try fillNewYear()
        // Local 2025-01-01 only: ids 4 and 3 (not 2, whose UTC date is 2025-01-01 but whose local date is the 31st).
        let result = try CLIRunner.run(["list", "--db", db, "--begin", "2025-01-01", "--end", "2025-01-02", "--csv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            id,start,sport,name,distance_m,elapsed_s,moving_s,pace_s_per_km,pace_status,avg_hr,max_hr,avg_cadence,elevation_gain_m,source,sport_source,distance_source,device_distance_m,gps_distance_m,device_timer_s,device_elapsed_s,gps_moving_s,moving_source,doubt,believed
            4,2025-01-01T09:00:00-05:00,running,Central Park,6000,2160,2160,360,ok,,,,,gpx,,,,,,,,,,0
            3,2025-01-01T00:30:00+01:00,running,First light,8000,2800,2800,350,ok,,,,,gpx,,,,,,,,,,0

            """)
    }

    func testJSONIsSIWhateverTheUnitsWithNullForAbsentValues() throws {
        try fillNewYear()
        let result = try CLIRunner.run(["list", "--db", db, "--json", "--units", "mi", "--end", "2025-01-01"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let runs = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [[String: Any]])
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs[0]["id"] as? Int, 2)
        XCTAssertEqual(runs[0]["start"] as? String, "2024-12-31T20:00:00-05:00")
        XCTAssertEqual(runs[0]["distance_m"] as? Double, 5000)
        XCTAssertEqual(runs[0]["pace_s_per_km"] as? Double, 360)
        XCTAssertTrue(runs[0]["avg_hr"] is NSNull)
        XCTAssertEqual(runs[1]["start"] as? String, "2024-12-31T23:30:00+01:00")
        XCTAssertEqual(runs[1]["avg_hr"] as? Double, 150)
        XCTAssertEqual(runs[1]["max_hr"] as? Double, 171)
        // Keys in the documented order.
        let firstObject = try XCTUnwrap(result.stdout.components(separatedBy: "}").first)
        let keys = firstObject.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
        XCTAssertEqual(
            keys,
            ["id", "start", "sport", "name", "name_source", "description", "gear", "distance_m", "elapsed_s", "moving_s", "pace_s_per_km", "pace_status", "avg_hr",
             "max_hr", "avg_cadence", "elevation_gain_m", "source", "sport_source", "distance_source", "device_distance_m",
             "gps_distance_m", "device_timer_s", "device_elapsed_s", "gps_moving_s", "moving_source", "doubt", "believed"])
    }

    func testCSVNeutralisesFormulaCellsButNotNegativeNumbers() throws {
        let logbook = try ReportDatabase(path: db)
        let names = ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "-12.5", "-cmd", "normal, with comma", "\tTab"]
        for (offset, name) in names.enumerated() {
            try logbook.insert("2024-05-0\(offset + 1) 07:00", "UTC", distance: 5000, moving: 1500, name: name)
        }
        let result = try CLIRunner.run(["list", "--db", db, "--csv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let nameCells = result.stdout.split(separator: "\n").dropFirst().map { line -> String in
            // The name is the fourth cell; the first three never hold a comma.
            let afterSport = line.split(separator: ",", maxSplits: 3)[3]
            return String(afterSport[..<(afterSport.range(of: ",5000,")?.lowerBound ?? afterSport.endIndex)])
        }
        XCTAssertEqual(
            nameCells,
            ["'\tTab", "\"normal, with comma\"", "'-cmd", "-12.5", "'@SUM(A1)", "-2", "'+1", "\"'=HYPERLINK(\"\"http://x\"\")\""])
    }

    func testTableNeverPassesTerminalEscapesOrNewlinesThrough() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2024-05-01 07:00", "UTC", distance: 5000, moving: 1500, name: "evil\u{1B}[31mred\nline")
        let result = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"))
        XCTAssertTrue(result.stdout.contains("  evil [31mred line  "), result.stdout)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2)
    }

    func testBoldHeadingOnlyOnATerminalWithoutNO_COLOR() throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else { throw XCTSkip("util-linux script is absent") }
        try fillNewYear()
        // `script` gives the binary a pseudo-terminal as standard output.
        let command = "\(CLIRunner.binary.path) list --db \(db) --limit 1"
        let colored = try CLIRunner.run(["-qec", command, "/dev/null"], environment: ["NO_COLOR": ""], executable: script)
        XCTAssertTrue(colored.stdout.hasPrefix("\u{1B}[1mID\u{1B}[0m  \u{1B}[1mSTART\u{1B}[0m"), colored.stdout)
        let plain = try CLIRunner.run(["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], executable: script)
        XCTAssertTrue(plain.stdout.hasPrefix("ID  START "), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("\u{1B}"), plain.stdout)
    }

    func testEmptyLogbook() throws {
        _ = try ReportDatabase(path: db)
        let table = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(table.status, 0)
        XCTAssertEqual(table.stdout, "")
        XCTAssertEqual(table.stderr, "No runs found.\n")
        XCTAssertEqual(try CLIRunner.run(["list", "--db", db, "--json"]).stdout, "[]\n")
    }

    func testConflictingOutputSwitchesExit64() throws {
        for switches in [["--table", "--csv"], ["--csv", "--json"], ["--table", "--json"], ["--table", "--csv", "--json"]] {
            let result = try CLIRunner.run(["list", "--db", db] + switches)
            XCTAssertEqual(result.status, 64, "\(switches)")
            XCTAssertTrue(result.errorText.hasPrefix("Error: use only one of --table, --csv, --json\n"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: db), "a usage error must not create the database")
    }

    func testBadValuesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--begin", "2024-02-30"], "Error: The value '2024-02-30' is invalid for '--begin <date>': expected a date or month that exists (YYYY-MM-DD or YYYY-MM)\n"),
            (["--end", "tomorrow"], "Error: The value 'tomorrow' is invalid for '--end <date>': expected a date or period: YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Www (ISO week), today, yesterday, this week, last week, this month, last month, this year or last year\n"),
            (["--units", "furlongs"], "Error: The value 'furlongs' is invalid for '--units <km|mi>': expected km or mi\n"),
            (["--limit", "0"], "Error: The value '0' is invalid for '--limit <n>': expected a whole number above 0\n"),
            (["--begin", "2024-03-01", "--end", "2024-03-01"], "Error: --begin (2024-03-01) must be before --end (2024-03-01); --end is exclusive\n"),
            (["extra"], "Error: Unexpected argument 'extra'\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["list", "--db", db] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
            XCTAssertTrue(result.stderr.contains("  See 'logbook list --help' for more information.\n"), result.stderr)
        }
    }

    func testHelpSnapshot() throws {
        let result = try CLIRunner.run(["help", "list"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            OVERVIEW: List runs, newest first.

            Shows running only unless --sport says otherwise, and says how many runs of
            other sports it leaves out. In a terminal the table shows the latest 20 runs and
            says how many more there are; --limit N shows N, --all every run. Piped, or as
            CSV or JSON, every run is listed unless --limit says otherwise. --name keeps the
            runs whose name or description contains the text, in any case of ASCII letters.
            Dates are on each run's own local calendar; --end is exclusive for a plain date
            and takes in a whole period (--end 2026-11 keeps November). A sport marked * was
            inferred from the speed profile because the file names none. JSON and CSV carry
            SI units (metres, seconds, seconds per km) whatever --units says, and null or an
            empty cell for unknown values.

            USAGE: logbook list [--begin <date>] [--end <date>] [--in <period>]
                   [--last <span>] [--sport <sport>] [--name <text>] [--limit <n>] [--all]
                   [--units <km|mi>] [--table | --csv | --json] [--db <path>]

            OPTIONS:
              -b, --begin <date>      Only runs on or after this local date, or from the
                                      start of this period (2026-12-06, 2026-11, 2026-W48,
                                      last week ...).
              -e, --end <date>        Only runs before this local date (exclusive), or up to
                                      the end of this period (2026-11 takes in November).
              --in <period>           Only runs in this period: today, yesterday, this/last
                                      week, this/last month, this/last year, 2026, 2026-12,
                                      2026-W48.
              --last <span>           Only runs of the last span, today included: 30d, 4w
                                      (28 days), 3m, 1y.
              --sport <sport>         Only this sport (default: running); 'all' for every
                                      sport.
              --name <text>           Only runs whose name or description contains this text
                                      (any case).
              --limit <n>             Show at most this many runs.
              --all                   Show every run (in a terminal the table shows the
                                      latest 20).
              --units <km|mi>         Show distances and paces in km (default) or miles.
              --table                 Print an aligned table (default).
              --csv                   Print CSV with a header row.
              --json                  Print one JSON document.
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """)
        XCTAssertEqual(try CLIRunner.run(["list", "--help"]).stdout, result.stdout)
    }
}
