import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// `logbook show` without an id, `show last` and `show -N`: the latest runs by start time.
final class ShowLatestTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Three runs stored out of start order: ids 1 (June 2), 2 (June 1), 3 (June 3).
    private func fillThree() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2024-06-02 08:00", "UTC", distance: 5000, moving: 1500, name: "Middle")
        try logbook.insert("2024-06-01 08:00", "UTC", distance: 5000, moving: 1500, name: "Oldest")
        try logbook.insert("2024-06-03 08:00", "UTC", distance: 5000, moving: 1500, name: "Newest")
    }

    /// The first line `show` prints (`Run 3: Newest`), after checking it succeeded.
    private func heading(_ arguments: [String]) throws -> String {
        let result = try CLIRunner.run(["show", "--db", db] + arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return String(result.stdout.prefix { $0 != "\n" })
    }

    func testNoIDLastAndMinusNPickTheLatestRunsByStartTime() throws {
        try fillThree()
        XCTAssertEqual(try heading([]), "Run 3: Newest")
        XCTAssertEqual(try heading(["last"]), "Run 3: Newest")
        XCTAssertEqual(try heading(["-1"]), "Run 3: Newest")
        XCTAssertEqual(try heading(["-2"]), "Run 1: Middle")
        XCTAssertEqual(try heading(["-3"]), "Run 2: Oldest")
        // An id still names a run, wherever the options stand.
        XCTAssertEqual(try heading(["2"]), "Run 2: Oldest")
        let json = try CLIRunner.run(["show", "-2", "--json", "--db", db])
        let object = try XCTUnwrap(try ReportDatabase.json(json.stdout) as? [String: Any])
        XCTAssertEqual(object["id"] as? Int, 1)
    }

    func testAskingBeyondTheOldestRunSaysHowManyThereAre() throws {
        try fillThree()
        let result = try CLIRunner.run(["show", "-4", "--db", db])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(
            result.stderr, "Error: the logbook holds only 3 runs, so 'logbook show -4' finds none; 'logbook show -3' shows the oldest\n")
    }

    func testAnEmptyLogbookSaysHowToFillIt() throws {
        _ = try ReportDatabase(path: db)
        for arguments in [[], ["last"], ["-2"]] {
            let result = try CLIRunner.run(["show", "--db", db] + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, "Error: The logbook has no runs yet; import some with 'logbook import PATH'\n", "\(arguments)")
        }
    }

    func testMinusZeroAndOtherWordsAreUsageErrors() throws {
        for text in ["-0", "latest", "-x", "--2"] {
            let result = try CLIRunner.run(["show", text, "--db", db])
            XCTAssertEqual(result.status, 64, "\(text): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: db), "\(text) created the logbook")
        }
        let zero = try CLIRunner.run(["show", "-0", "--db", db])
        XCTAssertTrue(
            zero.stderr.hasPrefix(
                "Error: The value '-0' is invalid for '<id>': expected a run id (a whole number), 'last', or -N for the N-th latest run\n"),
            zero.stderr)
    }

    func testTheReferenceIsReadOneWay() {
        XCTAssertEqual(RunReference.parse("last"), .latest(1))
        XCTAssertEqual(RunReference.parse("-1"), .latest(1))
        XCTAssertEqual(RunReference.parse("-12"), .latest(12))
        XCTAssertEqual(RunReference.parse("12"), .id(12))
        XCTAssertEqual(RunReference.parse("0"), .id(0))
        XCTAssertNil(RunReference.parse("-0"))
        XCTAssertNil(RunReference.parse("-+3"))
        XCTAssertNil(RunReference.parse("-"))
        XCTAssertNil(RunReference.parse("-99999999999999999999999"))
        XCTAssertNil(RunReference.parse("Last"))
        XCTAssertEqual(LatestRunError.beyond(position: 2, runCount: 0), .noRuns)
        XCTAssertEqual(LatestRunError.beyond(position: 2, runCount: 1), .fewerRuns(position: 2, runCount: 1))
        XCTAssertEqual(
            LatestRunError.fewerRuns(position: 2, runCount: 1).description,
            "the logbook holds only 1 run, so 'logbook show -2' finds none; 'logbook show -1' shows the oldest")
    }
}
