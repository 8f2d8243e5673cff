import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import logbook

/// `list` as a runner meets it: the latest 20 in a terminal with a line saying what is
/// left, every run piped, `--limit` and `--all`, `--name`, and the footnote on the runs of
/// other sports the default `--sport running` leaves out (in `stats` too).
final class ListMannersTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// `count` runs named `Run 1` ... on successive days from 2025-01-01: id N starts on day N.
    private func fill(_ count: Int) throws {
        let logbook = try ReportDatabase(path: db)
        let start = try XCTUnwrap(LocalDate(year: 2025, month: 1, day: 1))
        for day in 0..<count {
            let date = LocalDate(daysSince1970: start.daysSince1970 + Int64(day))
            try logbook.insert("\(date) 08:00", "UTC", distance: 5000, moving: 1500, name: "Run \(day + 1)")
        }
    }

    /// The ids of the table's rows, in order (the lines that start with a number).
    private func ids(_ stdout: String) -> [Int] {
        stdout.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 1, fields[1].hasPrefix("2025-") else { return nil }
            return Int(fields[0])
        }
    }

    private let terminal = ["LOGBOOK_TERMINAL": "1"]
    private let moreLine = "5 older runs are not shown; --limit N shows the latest N, --all shows every run."

    func testInATerminalTheTableShowsTheLatest20AndSaysHowManyMore() throws {
        try fill(25)
        let result = try CLIRunner.run(["list", "--db", db], environment: terminal)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(ids(result.stdout), Array((6...25).reversed()))
        XCTAssertTrue(result.stdout.hasSuffix("5:00 /km  --\n\n" + moreLine + "\n"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testOnARealTerminalToo() throws {
        try fill(25)
        let outcome = try TerminalRun.logbook(["list", "--db", db])
        XCTAssertEqual(outcome.status, 0, outcome.bytes)
        let screen = outcome.screen
        XCTAssertEqual(screen.count, 1 + 20 + 2, screen.joined(separator: "\n"))
        XCTAssertEqual(screen.last, moreLine)
    }

    func testPipedEveryRunIsListedAndLimitAndAllWorkEverywhere() throws {
        try fill(25)
        let everyRun = Array((1...25).reversed())
        for (arguments, environment) in [([String](), [String: String]()), ([], ["LOGBOOK_TERMINAL": "0"]), (["--all"], terminal), (["--all"], [:])] {
            let result = try CLIRunner.run(["list", "--db", db] + arguments, environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(ids(result.stdout), everyRun, "\(arguments) \(environment)")
            XCTAssertFalse(result.stdout.contains("not shown"), "\(arguments) \(environment)")
        }
        for environment in [terminal, [:]] {
            let three = try CLIRunner.run(["list", "--db", db, "--limit", "3"], environment: environment)
            XCTAssertEqual(ids(three.stdout), [25, 24, 23], "a given --limit is what was asked for: no line about the rest")
            XCTAssertFalse(three.stdout.contains("not shown"), three.stdout)
        }
        // JSON and CSV are for programs: every run, in a terminal too.
        let json = try CLIRunner.run(["list", "--db", db, "--json"], environment: terminal)
        XCTAssertEqual((try ReportDatabase.json(json.stdout) as? [Any])?.count, 25)
        let csv = try CLIRunner.run(["list", "--db", db, "--csv"], environment: terminal)
        XCTAssertEqual(csv.stdout.split(separator: "\n").count, 1 + 25)
        XCTAssertEqual((try ReportDatabase.json(try CLIRunner.run(["list", "--db", db, "--json", "--all"]).stdout) as? [Any])?.count, 25)
    }

    func testExactlyTwentyRunsInATerminalHaveNoLineAboutMore() throws {
        try fill(20)
        let result = try CLIRunner.run(["list", "--db", db], environment: terminal)
        XCTAssertEqual(ids(result.stdout).count, 20)
        XCTAssertFalse(result.stdout.contains("not shown"), result.stdout)
    }

    func testAllAndLimitTogetherAreAUsageError() throws {
        let result = try CLIRunner.run(["list", "--db", db, "--all", "--limit", "3"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("Error: --all does not go with --limit\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: db))
        let empty = try CLIRunner.run(["list", "--db", db, "--name", ""])
        XCTAssertEqual(empty.status, 64)
        XCTAssertTrue(empty.stderr.hasPrefix("Error: The value '' is invalid for '--name <text>': expected some text\n"), empty.stderr)
    }

    func testNameMatchesTheNameOrTheDescriptionInAnyCase() throws {
        let logbook = try ReportDatabase(path: db)
        let park = try logbook.insert("2025-02-01 08:00", "UTC", distance: 5000, moving: 1500, name: "Park loop")
        let hills = try logbook.insert("2025-02-02 08:00", "UTC", distance: 5000, moving: 1500, name: "Hills")
        let described = try logbook.insert("2025-02-03 08:00", "UTC", distance: 5000, moving: 1500, name: "Easy")
        try logbook.forceUpdate(runID: described, "description = 'Round the PARK twice'")
        let ride = try logbook.insert("2025-02-04 08:00", "UTC", distance: 20_000, moving: 3000, name: "park ride", sport: "cycling")
        func listed(_ arguments: [String]) throws -> [Int64] {
            let result = try CLIRunner.run(["list", "--db", db, "--json"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            return (try ReportDatabase.json(result.stdout) as? [[String: Any]] ?? []).compactMap { ($0["id"] as? Int).map(Int64.init) }
        }
        XCTAssertEqual(try listed(["--name", "pArK"]), [described, park])
        XCTAssertEqual(try listed(["--name", "park", "--sport", "all"]), [ride, described, park])
        XCTAssertEqual(try listed(["--name", "HILL"]), [hills])
        XCTAssertEqual(try listed(["--name", "twice", "--end", "2025-02-03"]), [], "the other filters still apply")
        XCTAssertEqual(try listed(["--name", "%"]), [], "a wildcard is only itself")
        let table = try CLIRunner.run(["list", "--db", db, "--name", "park"])
        XCTAssertEqual(ids(table.stdout), [Int(described), Int(park)])
        XCTAssertTrue(table.stdout.hasSuffix("\n1 run of another sport is left out; add --sport all to see it.\n"), table.stdout)
    }

    func testListAndStatsSayHowManyRunsOfOtherSportsTheDefaultLeavesOut() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2025-03-01 08:00", "UTC", distance: 10_000, moving: 3000, name: "Long")
        try logbook.insert("2025-03-02 08:00", "UTC", distance: 3000, moving: 2000, name: "Dog", sport: "walking")
        try logbook.insert("2025-03-03 08:00", "UTC", distance: 30_000, moving: 3600, name: "Commute", sport: "cycling")
        let note = "2 runs of other sports are left out; add --sport all to see them.\n"
        let list = try CLIRunner.run(["list", "--db", db])
        XCTAssertEqual(ids(list.stdout), [1])
        XCTAssertTrue(list.stdout.hasSuffix("5:00 /km  --\n\n" + note), list.stdout)
        let stats = try CLIRunner.run(["stats", "--yearly", "--db", db])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains("\nTotal      1  10.00 km "), stats.stdout)
        XCTAssertTrue(stats.stdout.hasSuffix("\n\n" + note), stats.stdout)
        // Asked for, a sport hides nothing to speak of; JSON and CSV carry no footnote.
        for arguments in [["list", "--sport", "running"], ["list", "--sport", "all"], ["stats", "-Y", "--sport", "running"],
                          ["list", "--json"], ["list", "--csv"], ["stats", "-Y", "--json"], ["stats", "-Y", "--csv"]] {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("left out; add --sport all"), "\(arguments): \(result.stdout)")
        }
        // Outside the dates asked for, nothing is hidden: the walk and the ride are on 03-02 and 03-03.
        let before = try CLIRunner.run(["list", "--db", db, "--end", "2025-03-02"])
        XCTAssertFalse(before.stdout.contains("left out"), before.stdout)
    }

    func testWithNoRunningShownTheNoteGoesWithNoRunsFound() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2025-03-02 08:00", "UTC", distance: 3000, moving: 2000, name: "Dog", sport: "walking")
        for arguments in [["list"], ["stats", "--monthly"]] {
            let result = try CLIRunner.run(arguments + ["--db", db])
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "No runs found.\n1 run of another sport is left out; add --sport all to see it.\n", "\(arguments)")
        }
    }

    func testTheDecisionsAreOneFunctionEach() {
        XCTAssertEqual(ListCommand.tableLimit(given: nil, all: false, isTerminal: true), 20)
        XCTAssertNil(ListCommand.tableLimit(given: nil, all: false, isTerminal: false))
        XCTAssertNil(ListCommand.tableLimit(given: nil, all: true, isTerminal: true))
        XCTAssertEqual(ListCommand.tableLimit(given: 7, all: false, isTerminal: true), 7)
        XCTAssertEqual(ListCommand.tableLimit(given: 7, all: false, isTerminal: false), 7)
        XCTAssertNil(ListCommand.moreLine(0))
        XCTAssertEqual(ListCommand.moreLine(1), "1 older run is not shown; --limit N shows the latest N, --all shows every run.")
        XCTAssertNil(HiddenSportsNote.line(hidden: 0))
        XCTAssertEqual(HiddenSportsNote.line(hidden: 3), "3 runs of other sports are left out; add --sport all to see them.")
        XCTAssertTrue(TerminalStyle.counted(isTerminal: false, override: "1"))
        XCTAssertFalse(TerminalStyle.counted(isTerminal: true, override: "0"))
        XCTAssertTrue(TerminalStyle.counted(isTerminal: true, override: "yes"), "other values leave the test to isatty")
        XCTAssertFalse(TerminalStyle.counted(isTerminal: false, override: nil))
    }
}
