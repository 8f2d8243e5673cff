import Foundation
import LogbookTestSupport
import XCTest

/// `--begin`, `--end`, `--in` and `--last` given as runners say dates, on a today fixed by
/// `LOGBOOK_TODAY`: which runs each keeps, and the usage errors (exit 64) of bad words.
final class DateWordsTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// Today for every command here: Sunday 2026-12-06, in ISO week 2026-W49.
    private let today = ["LOGBOOK_TODAY": "2026-12-06"]

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// One run a day at 07:00 UTC on these dates, `km` kilometres at 5:00 /km.
    private static let runs: [(date: String, km: Double)] = [
        ("2026-10-31", 3), ("2026-11-01", 5), ("2026-11-15", 8), ("2026-11-23", 10), ("2026-11-29", 12),
        ("2026-11-30", 6), ("2026-12-05", 7), ("2026-12-06", 4),
    ]

    private func fill() throws {
        let logbook = try ReportDatabase(path: db)
        for run in Self.runs {
            try logbook.insert("\(run.date) 07:00", "UTC", distance: run.km * 1000, moving: run.km * 300)
        }
    }

    /// The local start dates `list` prints for `arguments`, newest first.
    private func dates(_ arguments: [String], environment: [String: String]? = nil) throws -> [String] {
        let result = try CLIRunner.run(["list", "--json", "--db", db] + arguments, environment: environment ?? today)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        let rows = try XCTUnwrap(try ReportDatabase.json(result.stdout) as? [[String: Any]])
        return rows.compactMap { ($0["start"] as? String).map { String($0.prefix(10)) } }
    }

    func testInSelectsTheDaysOfAPeriod() throws {
        try fill()
        XCTAssertEqual(try dates(["--in", "today"]), ["2026-12-06"])
        XCTAssertEqual(try dates(["--in", "yesterday"]), ["2026-12-05"])
        XCTAssertEqual(try dates(["--in", "this week"]), ["2026-12-06", "2026-12-05", "2026-11-30"])
        XCTAssertEqual(try dates(["--in", "last week"]), ["2026-11-29", "2026-11-23"])
        XCTAssertEqual(try dates(["--in", "2026-W48"]), ["2026-11-29", "2026-11-23"])
        XCTAssertEqual(try dates(["--in", "2026-11"]), ["2026-11-30", "2026-11-29", "2026-11-23", "2026-11-15", "2026-11-01"])
        XCTAssertEqual(try dates(["--in", "last month"]), try dates(["--in", "2026-11"]))
        XCTAssertEqual(try dates(["--in", "this month"]), ["2026-12-06", "2026-12-05"])
        XCTAssertEqual(try dates(["--in", "2026"]).count, 8)
        XCTAssertEqual(try dates(["--in", "last year"]), [])
        XCTAssertEqual(try dates(["--in", "2026-11-29"]), ["2026-11-29"])
        // The week start moves `this week` and `last week`: Sunday weeks from the environment.
        XCTAssertEqual(
            try dates(["--in", "last week"], environment: today.merging(["LOGBOOK_WEEK_START": "sunday"]) { $1 }),
            ["2026-12-05", "2026-11-30", "2026-11-29"])
    }

    func testLastIsTheSpanEndingTodayTodayIncluded() throws {
        try fill()
        XCTAssertEqual(try dates(["--last", "1d"]), ["2026-12-06"])
        XCTAssertEqual(try dates(["--last", "7d"]), ["2026-12-06", "2026-12-05", "2026-11-30"])
        // 4w: the 28 days 2026-11-09 to 2026-12-06.
        XCTAssertEqual(try dates(["--last", "4w"]), ["2026-12-06", "2026-12-05", "2026-11-30", "2026-11-29", "2026-11-23", "2026-11-15"])
        // 1m: the days after 2026-11-06; 37d reaches back to 2026-10-31.
        XCTAssertEqual(try dates(["--last", "1m"]), try dates(["--last", "4w"]))
        XCTAssertEqual(try dates(["--last", "37d"]).last, "2026-10-31")
        XCTAssertEqual(try dates(["--last", "1y"]).count, 8)
        // The same days in stats: 8 + 10 + 12 + 6 + 7 + 4 = 47 km in the last 30 days.
        let stats = try CLIRunner.run(["stats", "-Y", "--csv", "--last", "30d", "--db", db], environment: today)
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.hasSuffix("\n2026,2026-01-01,2027-01-01,6,47000,14100,6,0,300,,12000\n"), stats.stdout)
    }

    func testBeginTakesThePeriodsFirstDayAndEndItsWholePeriod() throws {
        try fill()
        XCTAssertEqual(
            try dates(["--begin", "2026-11"]),
            ["2026-12-06", "2026-12-05", "2026-11-30", "2026-11-29", "2026-11-23", "2026-11-15", "2026-11-01"])
        // --end 2026-11 takes in all of November; a plain date stays exclusive, as before.
        XCTAssertEqual(
            try dates(["--end", "2026-11"]),
            ["2026-11-30", "2026-11-29", "2026-11-23", "2026-11-15", "2026-11-01", "2026-10-31"])
        XCTAssertEqual(try dates(["--end", "2026-11-30"]), ["2026-11-29", "2026-11-23", "2026-11-15", "2026-11-01", "2026-10-31"])
        XCTAssertEqual(try dates(["--begin", "last week", "--end", "yesterday"]), ["2026-12-05", "2026-11-30", "2026-11-29", "2026-11-23"])
        XCTAssertEqual(try dates(["--begin", "2026-W48", "--end", "2026-W48"]), ["2026-11-29", "2026-11-23"])
        XCTAssertEqual(try dates(["-b", "yesterday", "-e", "today"]), ["2026-12-06", "2026-12-05"])
    }

    func testYesterdayOnTheDayAfterAChangeOfClocksIsTheWholeShortDay() throws {
        // Paris went to summer time at 02:00 on 2026-03-29: that day had 23 hours.
        let logbook = try ReportDatabase(path: db)
        for local in ["2026-03-28 23:30", "2026-03-29 00:30", "2026-03-29 23:30", "2026-03-30 00:30"] {
            try logbook.insert(local, "Europe/Paris", distance: 5000, moving: 1500)
        }
        let day = ["LOGBOOK_TODAY": "2026-03-30"]
        XCTAssertEqual(try dates(["--in", "yesterday"], environment: day), ["2026-03-29", "2026-03-29"])
        XCTAssertEqual(try dates(["--last", "2d"], environment: day), ["2026-03-30", "2026-03-29", "2026-03-29"])
    }

    func testBadWordsAndConflictsExit64WithWhatIsAccepted() throws {
        try fill()
        let accepted = "expected a date or period: YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Www (ISO week), today, yesterday, "
            + "this week, last week, this month, last month, this year or last year\n"
        let cases: [([String], String)] = [
            (["--begin", "next week"], "Error: The value 'next week' is invalid for '--begin <date>': " + accepted),
            (["--in", "2026-1"], "Error: The value '2026-1' is invalid for '--in <period>': " + accepted),
            (["--end", "2026-02-30"], "Error: The value '2026-02-30' is invalid for '--end <date>': expected a date or month that exists (YYYY-MM-DD or YYYY-MM)\n"),
            (["--in", "2025-W53"], "Error: The value '2025-W53' is invalid for '--in <period>': expected an ISO week that exists: 2025 has weeks 2025-W01 to 2025-W52\n"),
            (["--last", "4"], "Error: The value '4' is invalid for '--last <span>': expected a span back from today such as 30d, 4w, 3m or 1y (1 to 10000 days, weeks, months or years)\n"),
            (["--last", "0w"], "Error: The value '0w' is invalid for '--last <span>': expected a span back from today"),
            (["--in", "last week", "--begin", "2026-01-01"], "Error: --in cannot be combined with --begin or --end\n"),
            (["--last", "4w", "--end", "today"], "Error: --last cannot be combined with --begin or --end\n"),
            (["--in", "today", "--last", "4w"], "Error: --in and --last cannot be combined: give one period\n"),
            (["--begin", "this month", "--end", "last month"], "Error: --begin (2026-12-01) must be before --end (2026-12-01); --end is exclusive\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLIRunner.run(["list", "--db", db] + arguments, environment: today)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(message), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
        let badToday = try CLIRunner.run(["list", "--in", "today", "--db", db], environment: ["LOGBOOK_TODAY": "2026-13-01"])
        XCTAssertEqual(badToday.status, 64)
        XCTAssertTrue(badToday.stderr.hasPrefix("Error: LOGBOOK_TODAY is '2026-13-01': expected a date as YYYY-MM-DD\n"), badToday.stderr)
    }

    func testTheOtherReadingCommandsTakeTheSameWords() throws {
        try fill()
        // load: last week ends on Sunday 2026-11-29 (these runs have no heart rate); --days
        // does not go with a period.
        let load = try CLIRunner.run(["load", "--in", "last week", "--db", db], environment: today)
        XCTAssertEqual(load.status, 0, load.stderr)
        XCTAssertTrue(load.stdout.hasPrefix("No run with heart rate up to 2026-11-29.\n"), load.stdout)
        let both = try CLIRunner.run(["load", "--days", "3", "--last", "4w", "--db", db], environment: today)
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.hasPrefix("Error: --days cannot be combined with --begin, --end, --in or --last\n"), both.stderr)
        // records and report: --year does not go with --in either.
        for command in ["records", "report"] {
            let year = try CLIRunner.run([command, "--year", "2026", "--in", "2026-11", "--db", db], environment: today)
            XCTAssertEqual(year.status, 64, command)
            XCTAssertTrue(year.stderr.hasPrefix("Error: --year cannot be combined with --begin or --end\n"), year.stderr)
        }
        // export: --in alone says which runs.
        let export = try CLIRunner.run(["export", "--format", "csv", "--in", "last week", "--out", "-", "--db", db], environment: today)
        XCTAssertEqual(export.status, 0, export.stderr)
        XCTAssertEqual(export.stdout.split(separator: "\n").count, 3, export.stdout)
    }
}
