import Foundation
import LogbookTestSupport
import XCTest

/// `logbook stats` run as a child process; expected numbers worked out by hand.
final class StatsCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// March 2024 in Paris (+01:00) with two valid runs and five that must not enter the
    /// average, then one April run (+02:00).
    private func fillMarchAndApril() throws {
        let logbook = try ReportDatabase(path: db)
        // Valid: 10 km in 3000 s (300 s/km, HR 150) and 2 km in 840 s (420 s/km, HR 160).
        try logbook.insert("2024-03-05 07:00", "Europe/Paris", distance: 10_000, moving: 3000, heartRate: 150)
        try logbook.insert("2024-03-12 07:00", "Europe/Paris", distance: 2000, moving: 840, heartRate: 160)
        // No distance: judged no_distance (NULL pace). 30 m: judged too_short.
        try logbook.insert("2024-03-14 07:00", "Europe/Paris", distance: nil, moving: 600)
        try logbook.insert("2024-03-16 07:00", "Europe/Paris", distance: 30, moving: 60)
        // A valid 5 km whose pace another tool overwrote with +inf (9e999) past the CHECK constraint.
        let infinite = try logbook.insert("2024-03-18 07:00", "Europe/Paris", distance: 5000, moving: 1500)
        try logbook.forceUpdate(runID: infinite, "pace_s_per_km = 9e999, pace_status = 'ok'")
        // 100 m in 11 s, stored by another tool as an 'ok' pace of 110 s/km: faster than 2:00 /km
        // (outside the thresholds) but not than the 100 m record (a run that could be true).
        let tooFast = try logbook.insert("2024-03-20 07:00", "Europe/Paris", distance: 100, moving: 11)
        try logbook.forceUpdate(runID: tooFast, "pace_s_per_km = 110, pace_status = 'ok'")
        // 4 km whose distance became +inf: left out of the distance total, counted.
        let infiniteDistance = try logbook.insert("2024-03-22 07:00", "Europe/Paris", distance: 4000, moving: 1200)
        try logbook.forceUpdate(runID: infiniteDistance, "distance_m = 9e999")
        // April: 8 km in 2400 s (300 s/km), HR 140.
        try logbook.insert("2024-04-02 08:00", "Europe/Paris", distance: 8000, moving: 2400, heartRate: 140)
    }

    func testMonthlyTableWithTotalAndFootnote() throws {
        try fillMarchAndApril()
        let result = try CLIRunner.run(["stats", "--monthly", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        // March: 7 runs; distance 10000 + 2000 + 30 + 5000 + 100 = 17130 m (NULL and +inf left out);
        //   moving 3000 + 840 + 600 + 60 + 1500 + 11 + 1200 = 7211 s = 2:00:11;
        //   pace (3000 + 840) / (10 + 2) = 320 s/km = 5:20 (the mean of paces would say 6:00);
        //   HR (150 × 3000 + 160 × 840) / 3840 = 152.19.
        // April: 8 km, 2400 s = 40:00, 5:00 /km, HR 140.
        // Total: 8 runs, 25.13 km, 9611 s = 2:40:11, (3840 + 2400) / (12 + 8) = 312 s/km = 5:12,
        //   HR (584400 + 336000) / 6240 = 147.5 → 148.
        XCTAssertEqual(
            result.stdout,
            """
            PERIOD   RUNS  DISTANCE   MOVING      PACE   HR   LONGEST  EXCLUDED
            2024-03     7  17.13 km  2:00:11  5:20 /km  152  10.00 km         5
            2024-04     1   8.00 km    40:00  5:00 /km  140   8.00 km         0
            -------  ----  --------  -------  --------  ---  --------  --------
            Total       8  25.13 km  2:40:11  5:12 /km  148  10.00 km         5

            5 runs excluded from the average pace: 1 no_distance, 1 too_short, 1 non-finite pace, \
            1 missing or non-finite distance or time, 1 outside thresholds. Thresholds: at least 50 m, 2:00 /km to 30:00 /km.
            1 run with a non-finite or negative distance or moving time: left out of the distance and time totals.

            """)
    }

    func testMonthlyCSVAndJSON() throws {
        try fillMarchAndApril()
        let csv = try CLIRunner.run(["stats", "-M", "--csv", "--db", db])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertEqual(
            csv.stdout,
            """
            period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,avg_hr,longest_m
            2024-03,2024-03-01,2024-04-01,7,17130,7211,2,5,320,152.188,10000
            2024-04,2024-04-01,2024-05-01,1,8000,2400,1,0,300,140,8000

            """)
        let json = try CLIRunner.run(["stats", "-M", "--json", "--units", "mi", "--db", db])
        XCTAssertEqual(json.status, 0, json.stderr)
        let rows = try XCTUnwrap(try ReportDatabase.json(json.stdout) as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
        XCTAssertEqual(rows[0]["period"] as? String, "2024-03")
        XCTAssertEqual(rows[0]["avg_pace_s_per_km"] as? Double, 320, "SI whatever --units")
        XCTAssertEqual(rows[0]["distance_m"] as? Double, 17_130)
        XCTAssertEqual(rows[0]["pace_runs"] as? Int, 2)
        XCTAssertEqual(rows[0]["excluded"] as? Int, 5)
        XCTAssertEqual(
            rows[0]["excluded_reasons"] as? [String: Int],
            ["no_distance": 1, "too_short": 1, "non-finite pace": 1, "missing or non-finite distance or time": 1,
             "outside thresholds": 1])
        XCTAssertEqual(rows[0]["unusable_totals"] as? Int, 1)
        XCTAssertEqual(rows[1]["avg_hr"] as? Double, 140)
        XCTAssertEqual(rows[1]["excluded_reasons"] as? [String: Int], [:])
    }

    func testThresholdOptionsChangeWhatCounts() throws {
        try fillMarchAndApril()
        // --max-pace 6:00: the 420 s/km run no longer counts; March is 10 km in 3000 s = 300 s/km.
        let capped = try CLIRunner.run(["stats", "-M", "--csv", "--max-pace", "6:00", "--end", "2024-04-01", "--db", db])
        XCTAssertEqual(capped.status, 0, capped.stderr)
        XCTAssertTrue(capped.stdout.hasSuffix("\n2024-03,2024-03-01,2024-04-01,7,17130,7211,1,6,300,152.188,10000\n"), capped.stdout)
        // --min-pace 1:30 lets the 110 s/km run in: (3840 + 11) / 12.1 = 318.264 s/km.
        let loosened = try CLIRunner.run(["stats", "-M", "--csv", "--min-pace", "1:30", "--end", "2024-04-01", "--db", db])
        XCTAssertTrue(loosened.stdout.hasSuffix(",3,4,318.264,152.188,10000\n"), loosened.stdout)
        // --min-distance 3000: the 2 km run is outside: 300 s/km again.
        let long = try CLIRunner.run(["stats", "-M", "--csv", "--min-distance", "3000", "--end", "2024-04-01", "--db", db])
        XCTAssertTrue(long.stdout.hasSuffix(",1,6,300,152.188,10000\n"), long.stdout)
    }

    func testWeeksOnTheLocalCalendarWithEitherWeekStart() throws {
        let logbook = try ReportDatabase(path: db)
        // Tuesday 2024-12-31 23:30 Paris and Sunday 2025-01-05 10:00 Paris: both in ISO week 2025-W01
        // (Monday 2024-12-30 to Sunday 2025-01-05); with Sunday weeks, the second starts week 2025-01-05.
        try logbook.insert("2024-12-31 23:30", "Europe/Paris", distance: 10_000, moving: 3000)
        try logbook.insert("2025-01-05 10:00", "Europe/Paris", distance: 4000, moving: 1200)
        // Sunday 2021-01-03 22:00 in New York (Monday 03:00 UTC) is in 2020-W53.
        try logbook.insert("2021-01-03 22:00", "America/New_York", distance: 5000, moving: 1500)
        let monday = try CLIRunner.run(["stats", "-W", "--csv", "--db", db])
        XCTAssertEqual(
            monday.stdout,
            """
            period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,avg_hr,longest_m
            2020-W53,2020-12-28,2021-01-04,1,5000,1500,1,0,300,,5000
            2025-W01,2024-12-30,2025-01-06,2,14000,4200,2,0,300,,10000

            """)
        let sunday = try CLIRunner.run(["stats", "--weekly", "--week-start", "sunday", "--csv", "--begin", "2024-01-01", "--db", db])
        XCTAssertEqual(
            sunday.stdout,
            """
            period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,avg_hr,longest_m
            2024-12-29,2024-12-29,2025-01-05,1,10000,3000,1,0,300,,10000
            2025-01-05,2025-01-05,2025-01-12,1,4000,1200,1,0,300,,4000

            """)
        let yearly = try CLIRunner.run(["stats", "-Y", "--csv", "--db", db])
        XCTAssertTrue(yearly.stdout.contains("\n2021,2021-01-01,2022-01-01,1,5000,"), yearly.stdout)
        XCTAssertTrue(yearly.stdout.contains("\n2024,2024-01-01,2025-01-01,1,10000,"), yearly.stdout)
        XCTAssertTrue(yearly.stdout.contains("\n2025,2025-01-01,2026-01-01,1,4000,"), yearly.stdout)
    }

    func testEmptyPeriodsAndAChartThatFitsTheTerminal() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2024-01-10 07:00", "UTC", distance: 10_000, moving: 3000)  // 5:00 /km
        try logbook.insert("2024-02-10 07:00", "UTC", distance: 5000, moving: 1800)  // 6:00 /km
        let hidden = try CLIRunner.run(["stats", "-M", "--csv", "--begin", "2024-01-01", "--end", "2024-04-01", "--db", db])
        XCTAssertEqual(hidden.stdout.split(separator: "\n").count, 3, hidden.stdout)
        let result = try CLIRunner.run(
            ["stats", "-M", "--empty", "--chart", "--begin", "2024-01-01", "--end", "2024-04-01", "--db", db],
            environment: ["COLUMNS": "40"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Chart: 40 columns - label 7 - distance 8 - pace 8 - 3 gaps of 2 = 11 cells of bar.
        // January is the longest: 11 full cells. February: 5000 / 10000 × 11 × 8 = 44 eighths = 5 cells and ▌.
        // March has no runs: no bar. Total pace: 4800 s / 15 km = 320 s/km.
        XCTAssertEqual(
            result.stdout,
            """
            PERIOD   RUNS  DISTANCE   MOVING      PACE  HR   LONGEST  EXCLUDED
            2024-01     1  10.00 km    50:00  5:00 /km  --  10.00 km         0
            2024-02     1   5.00 km    30:00  6:00 /km  --   5.00 km         0
            2024-03     0   0.00 km     0:00        --  --        --         0
            -------  ----  --------  -------  --------  --  --------  --------
            Total       2  15.00 km  1:20:00  5:20 /km  --  10.00 km         0

            2024-01  ███████████  10.00 km  5:00 /km
            2024-02  █████▌        5.00 km  6:00 /km
            2024-03                0.00 km        --

            """)
        let chartLines = result.stdout.split(separator: "\n").suffix(3)
        for line in chartLines { XCTAssertLessThanOrEqual(line.count, 40, String(line)) }
        // The default width is 80 columns: January's bar is then 80 - 29 = 51 cells.
        let wide = try CLIRunner.run(["stats", "-M", "--chart", "--db", db])
        XCTAssertTrue(wide.stdout.contains("2024-01  " + String(repeating: "█", count: 51) + "  10.00 km  5:00 /km\n"), wide.stdout)
    }

    func testNoRunsSaysSoOnStandardError() throws {
        _ = try ReportDatabase(path: db)
        let table = try CLIRunner.run(["stats", "-W", "--db", db])
        XCTAssertEqual(table.status, 0)
        XCTAssertEqual(table.stdout, "")
        XCTAssertEqual(table.stderr, "No runs found.\n")
        XCTAssertEqual(try CLIRunner.run(["stats", "-W", "--json", "--db", db]).stdout, "[]\n")
    }

    func testUsageErrorsExit64() throws {
        let cases: [([String], String)] = [
            (["--empty"], "Error: --empty needs --weekly, --monthly or --yearly: without them stats prints the summary of this week, last week, the last 4 weeks, this month and this year\n"),
            (["--last", "4w"], "Error: --last needs --weekly, --monthly or --yearly: without them stats prints the summary"),
            (["-W", "-M"], "Error: use only one of --weekly, --monthly, --yearly\n"),
            (["-WM"], "Error: use only one of --weekly, --monthly, --yearly\n"),
            (["-M", "--csv", "--json"], "Error: use only one of --table, --csv, --json\n"),
            (["-M", "--table", "--csv"], "Error: use only one of --table, --csv, --json\n"),
            (["-M", "--chart", "--json"], "Error: --chart works only with --table\n"),
            (["-W", "--week-start", "tuesday"], "Error: The value 'tuesday' is invalid for '--week-start <monday|sunday>': expected monday or sunday\n"),
            (["-M", "--min-pace", "4:75"], "Error: The value '4:75' is invalid for '--min-pace <m:ss>': expected a pace per km as M:SS, e.g. 4:30\n"),
            (["-M", "--min-distance", "-5"], "Error: The value '-5' is invalid for '--min-distance <m>': expected a distance in metres, 0 or more\n"),
            (["-M", "--min-pace", "10:00", "--max-pace", "5:00"], "Error: --min-pace must not be slower than --max-pace\n"),
            (["-M", "--begin", "2024-1-1"], "Error: The value '2024-1-1' is invalid for '--begin <date>': expected a date or period: YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Www (ISO week), today, yesterday, this week, last week, this month, last month, this year or last year\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["stats", "--db", db] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.errorText.hasPrefix(message), "\(arguments): \(result.stderr)")
            // A --json error is one JSON line, without the usage lines.
            if !arguments.contains("--json") {
                XCTAssertTrue(result.stderr.contains("  See 'logbook stats --help' for more information.\n"), result.stderr)
            }
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testHelpSnapshot() throws {
        let result = try CLIRunner.run(["help", "stats"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.stdout,
            """
            OVERVIEW: Show distance, time and average pace per week, month or year.

            Without --weekly, --monthly or --yearly it prints a summary: this week, last
            week, the last 4 weeks (28 days, today included), this month and this year. Runs
            are placed on the local calendar of their own start. The average pace is the
            total moving time over the total distance of the runs whose stored pace is a
            finite number within the thresholds; the other runs still count in runs,
            distance and time, and the table's footnote says why they were excluded. Periods
            without runs are hidden unless --empty is given. Runs whose file names no sport
            count under the sport inferred from their speed profile; the footnote says how
            many. A period the dates cut (--begin, --end, --in, --last) is marked * in the
            table and "partial": true in JSON: its row counts only the days inside.

            USAGE: logbook stats [<options>]

            OPTIONS:
              -W, --weekly            One row per week (ISO weeks from Monday, e.g.
                                      2024-W09).
              -M, --monthly           One row per calendar month (2024-03).
              -Y, --yearly            One row per calendar year (2024).
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
              --zones <model>         Where the heart-rate zones lie: max (50-90 % of max
                                      HR, the default), hrr (of the reserve above resting
                                      HR) or five bpm bounds, e.g. 100,120,140,160,175.
              --week-start <monday|sunday>
                                      First day of a week (default $LOGBOOK_WEEK_START, else
                                      monday); Sunday weeks are labelled by their first
                                      date.
              --units <km|mi>         Show distances and paces in km (default) or miles.
              --empty                 Also show periods without runs.
              --chart                 Add a bar chart of distance per period (table only).
              --by <gear>             Totals per piece of gear (shoes, bike) within each
                                      period.
              --explain               List each period's counted and left-out runs and work
                                      out its average pace (JSON: "counted").
              --table                 Print an aligned table (default).
              --csv                   Print CSV with a header row.
              --json                  Print one JSON document.
              --min-distance <m>      Shortest run, in metres, whose pace counts (default
                                      50).
              --min-pace <m:ss>       Fastest pace per km that counts (default 2:00).
              --max-pace <m:ss>       Slowest pace per km that counts (default 30:00).
              --db <path>             The logbook database (default: $LOGBOOK_DB, else
                                      $XDG_DATA_HOME/logbook/logbook.sqlite, else
                                      ~/.local/share/logbook/logbook.sqlite).
              -h, --help              Show help information.

            """)
        XCTAssertEqual(try CLIRunner.run(["stats", "--help"]).stdout, result.stdout)
    }

    func testARunStartingBeyond2100IsInNoPeriodSoEmptyPeriodsStayFew() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2024-01-01 07:00", "UTC", distance: 10_000, moving: 3000)
        let far = try logbook.insert("2024-01-02 07:00", "UTC", distance: 10_000, moving: 3000)
        // 2 x 10^14 s later, past the CHECKs as another tool could write it.
        try logbook.forceUpdate(runID: far, "start_utc = start_utc + 200000000000000")
        let (result, cpuSeconds) = try LogbookProcess.run(["stats", "-W", "--empty", "--csv", "--db", db], timeout: 20)
        XCTAssertLessThan(cpuSeconds, 5, "processor seconds")
        // Its start lies outside 1900-2100, which the schema allows: it is in no period (and
        // named under the table), so --empty lists the one week of the other run.
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2)
        XCTAssertTrue(result.stdout.contains("2024-W01,2024-01-01,2024-01-08,1,"), result.stdout)
        let plain = try CLIRunner.run(["stats", "-W", "--csv", "--db", db])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout.split(separator: "\n").count, 2)
    }
}
