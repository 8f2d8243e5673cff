import Foundation
import LogbookTestSupport
import XCTest

/// `logbook stats` without a period flag (the summary), and the partial mark of the periods
/// that `--begin`, `--end`, `--in` or `--last` cut; today fixed by `LOGBOOK_TODAY`.
final class StatsSummaryTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// Today for every command here: Sunday 2026-12-06.
    private let today = ["LOGBOOK_TODAY": "2026-12-06"]

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Runs at 5:00 /km at 07:00 UTC, one too short to have a pace, a ride, and one the year before.
    private func fill() throws {
        let logbook = try ReportDatabase(path: db)
        let runs: [(String, Double)] = [
            ("2025-12-30", 9), ("2026-01-10", 5), ("2026-10-31", 3), ("2026-11-01", 5), ("2026-11-15", 8),
            ("2026-11-23", 10), ("2026-11-29", 12), ("2026-11-30", 6), ("2026-12-05", 7), ("2026-12-06", 4),
        ]
        for (date, km) in runs {
            try logbook.insert("\(date) 07:00", "UTC", distance: km * 1000, moving: km * 300)
        }
        // 30 m in a minute on Wednesday: counted in runs, distance and time, not in the pace.
        try logbook.insert("2026-12-02 07:00", "UTC", distance: 30, moving: 60)
        try logbook.insert("2026-12-06 09:00", "UTC", distance: 40_000, moving: 4800, sport: "cycling")
    }

    func testTheSummaryTableOnAFixedToday() throws {
        try fill()
        let result = try CLIRunner.run(["stats", "--db", db], environment: today)
        XCTAssertEqual(result.status, 0, result.stderr)
        // This week (Mon 11-30 to Sun 12-06): 6 + 0.03 + 7 + 4 km; moving 1800 + 60 + 2100 + 1200 s = 1:26:00;
        //   pace 5100 s over the 17 km with a pace = 5:00 /km.
        // Last week: 10 + 12 km, 6600 s. Last 4 weeks (11-09 to 12-06): 8 + 10 + 12 + 6 + 0.03 + 7 + 4 km,
        //   14160 s = 3:56:00. This month: 0.03 + 7 + 4 km, 3360 s = 56:00.
        // This year: every 2026 run, 5 + 3 + 5 + 8 + 10 + 12 + 6 + 0.03 + 7 + 4 = 60.03 km, 18060 s = 5:01:00.
        XCTAssertEqual(
            result.stdout,
            """
            PERIOD        FROM        TO          RUNS  DISTANCE   MOVING      PACE  EXCLUDED
            This week     2026-11-30  2026-12-06     4  17.03 km  1:26:00  5:00 /km         1
            Last week     2026-11-23  2026-11-29     2  22.00 km  1:50:00  5:00 /km         0
            Last 4 weeks  2026-11-09  2026-12-06     7  47.03 km  3:56:00  5:00 /km         1
            This month    2026-12-01  2026-12-31     3  11.03 km    56:00  5:00 /km         1
            This year     2026-01-01  2026-12-31    10  60.03 km  5:01:00  5:00 /km         1

            EXCLUDED: runs left out of the average pace (they still count in runs, distance and time) or, \
            when they cannot be true, of every sum. 'logbook stats --weekly' (or --monthly, --yearly) says why.
            1 run of another sport is left out; add --sport all to see it.

            """)
    }

    func testTheSummaryAsJSONCarriesTheWeeklyFieldNames() throws {
        try fill()
        let result = try CLIRunner.run(["stats", "--json", "--db", db], environment: today)
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [String: Any])
        let rows = try XCTUnwrap(document["summary"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["period"] as? String }, ["this_week", "last_week", "last_4_weeks", "this_month", "this_year"])
        XCTAssertEqual(rows.map { $0["start_date"] as? String }, ["2026-11-30", "2026-11-23", "2026-11-09", "2026-12-01", "2026-01-01"])
        XCTAssertEqual(rows.map { $0["end_date"] as? String }, ["2026-12-07", "2026-11-30", "2026-12-07", "2027-01-01", "2027-01-01"])
        XCTAssertEqual(rows.map { $0["runs"] as? Int }, [4, 2, 7, 3, 10])
        XCTAssertEqual(rows.map { $0["distance_m"] as? Double }, [17_030, 22_000, 47_030, 11_030, 60_030])
        XCTAssertEqual(rows.map { $0["moving_s"] as? Double }, [5160, 6600, 14_160, 3360, 18_060])
        XCTAssertEqual(rows.map { $0["excluded"] as? Int }, [1, 0, 1, 1, 1])
        XCTAssertEqual(rows.map { $0["avg_pace_s_per_km"] as? Double }, [300, 300, 300, 300, 300])
        XCTAssertEqual(rows[0]["excluded_reasons"] as? [String: Int], ["too_short": 1])
        // The weekly rows use the same names for the same things.
        let weekly = try CLIRunner.run(["stats", "-W", "--json", "--in", "this week", "--db", db], environment: today)
        let week = try XCTUnwrap((try ReportDatabase.json(weekly.stdout) as? [[String: Any]])?.first)
        for key in rows[0].keys { XCTAssertNotNil(week[key], key) }
        XCTAssertEqual(week["distance_m"] as? Double, 17_030)
        // CSV: the weekly header, a row per period.
        let csv = try CLIRunner.run(["stats", "--csv", "--db", db], environment: today)
        XCTAssertEqual(
            csv.stdout.split(separator: "\n").prefix(2).joined(separator: "\n"),
            "period,start_date,end_date,runs,distance_m,moving_s,pace_runs,excluded,avg_pace_s_per_km,avg_hr,longest_m\n"
                + "this_week,2026-11-30,2026-12-07,4,17030,5160,3,1,300,,7000")
    }

    func testTheSummaryFollowsTheWeekStartAndTheSport() throws {
        try fill()
        func runs(_ arguments: [String], _ environment: [String: String]) throws -> [Int?] {
            let result = try CLIRunner.run(["stats", "--json", "--db", db] + arguments, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            let document = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [String: Any])
            return try XCTUnwrap(document["summary"] as? [[String: Any]]).map { $0["runs"] as? Int }
        }
        // Sunday weeks: this week is 12-06 alone; last week 11-29 to 12-05 holds 4 runs.
        let sunday = today.merging(["LOGBOOK_WEEK_START": "sunday"]) { $1 }
        XCTAssertEqual(try runs([], sunday), [1, 4, 7, 3, 10])
        XCTAssertEqual(try runs(["--week-start", "monday"], sunday), [4, 2, 7, 3, 10], "the flag goes before the environment")
        XCTAssertEqual(try runs(["--sport", "all"], today), [5, 2, 8, 4, 11])
        // On New Year's Day last week and the last 4 weeks reach into the old year.
        XCTAssertEqual(try runs([], ["LOGBOOK_TODAY": "2027-01-01"]), [0, 0, 2, 0, 0])
    }

    func testAPeriodTheDatesCutIsMarkedPartial() throws {
        try fill()
        // The last 30 days are 11-07 to 12-06: November lacks its first six days, December its last 25.
        let table = try CLIRunner.run(["stats", "--monthly", "--last", "30d", "--db", db], environment: today)
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertEqual(
            table.stdout,
            """
            PERIOD    RUNS  DISTANCE   MOVING      PACE  HR   LONGEST  EXCLUDED
            2026-11*     4  36.00 km  3:00:00  5:00 /km  --  12.00 km         0
            2026-12*     3  11.03 km    56:00  5:00 /km  --   7.00 km         1
            --------  ----  --------  -------  --------  --  --------  --------
            Total        7  47.03 km  3:56:00  5:00 /km  --  12.00 km         1

            1 run excluded from the average pace: 1 too_short.
            * partial: the dates asked for leave out some days of this period; its row counts only the days inside.
            1 run of another sport is left out; add --sport all to see it.

            """)
        // Whole months are not marked, and there is no footnote.
        let whole = try CLIRunner.run(["stats", "-M", "--begin", "2026-11", "--end", "2026-11", "--db", db], environment: today)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertTrue(whole.stdout.contains("\n2026-11     5  41.00 km  3:25:00"), whole.stdout)
        XCTAssertFalse(whole.stdout.contains("*"), whole.stdout)
    }

    func testPartialInJSON() throws {
        try fill()
        // November's weeks: 2026-W44 (10-26 to 11-01) and 2026-W49 (11-30 to 12-06) stick out of it.
        let result = try CLIRunner.run(["stats", "-W", "--json", "--in", "2026-11", "--db", db], environment: today)
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["period"] as? String }, ["2026-W44", "2026-W46", "2026-W48", "2026-W49"])
        XCTAssertEqual(rows.map { $0["partial"] as? Bool }, [true, false, false, true])
        XCTAssertEqual(rows.map { $0["distance_m"] as? Double }, [5000, 8000, 22_000, 6000], "10-31 is left out of W44")
        let whole = try CLIRunner.run(["stats", "-Y", "--json", "--db", db], environment: today)
        let years = try XCTUnwrap(try ReportDatabase.json(whole.stdout) as? [[String: Any]])
        XCTAssertEqual(years.map { $0["partial"] as? Bool }, [false, false], "without dates nothing is cut")
    }

    func testOptionsForPeriodRowsNeedAPeriodFlag() throws {
        try fill()
        for option in [["--in", "last week"], ["--begin", "2026-01-01"], ["--chart"], ["--zones", "max"], ["--by", "gear"]] {
            let result = try CLIRunner.run(["stats", "--db", db] + option, environment: today)
            XCTAssertEqual(result.status, 64, "\(option)")
            XCTAssertTrue(
                result.stderr.hasPrefix("Error: \(option[0]) needs --weekly, --monthly or --yearly: without them stats prints the summary"),
                result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }
}
