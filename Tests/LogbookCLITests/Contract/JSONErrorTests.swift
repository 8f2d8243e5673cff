import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// With `--json`, a failure is one JSON line on standard error with a matchable code and
/// the exit status it has without `--json`; without `--json` the text is as it was.
final class JSONErrorTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A logbook with one run, id 1.
    private func importOneRun() throws {
        let gpx = try TrackFiles.write(TrackFiles.gpx(start: "2026-11-02T07:00:00Z", duration: 600), to: "run.gpx", in: folder)
        XCTAssertEqual(try CLIRunner.run(["import", gpx, "--db", db]).status, 0)
    }

    private func errorLine(_ code: String, _ message: String) -> String {
        #"{"error":{"code":"\#(code)","message":"\#(message)"}}"# + "\n"
    }

    func testAUsageErrorIsJSONWithExit64() throws {
        let result = try CLIRunner.run(["list", "--jsn", "--json", "--db", db])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, errorLine("usage", "Unknown option '--jsn'. Did you mean '--json'?"))
        // A bad value and a clash of options are usage errors too.
        let bad = try CLIRunner.run(["stats", "--weekly", "--monthly", "--json", "--db", db])
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(try code(of: bad.stderr), "usage")
    }

    func testAnUnknownSubcommandAskedForJSONIsJSON() throws {
        let result = try CLIRunner.run(["stat", "--json"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, errorLine("usage", "Unknown subcommand 'stat'. Did you mean 'stats'?"))
    }

    func testAMissingLogbookIsJSONWithExit1() throws {
        for command in [["list"], ["show", "1"], ["stats", "-W"], ["records"], ["load"], ["gear"]] {
            let result = try CLIRunner.run(command + ["--json", "--db", db])
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertEqual(result.stdout, "", "\(command)")
            XCTAssertEqual(
                result.stderr, errorLine("no_logbook", "No logbook at \(db); 'logbook import FILE --db \(db)' creates one"), "\(command)")
        }
    }

    func testAnUnknownRunIDIsNotFound() throws {
        try importOneRun()
        let show = try CLIRunner.run(["show", "999", "--json", "--db", db])
        XCTAssertEqual(show.status, 1)
        XCTAssertEqual(show.stdout, "")
        XCTAssertEqual(show.stderr, errorLine("not_found", "no run with id 999"))
        let beyond = try CLIRunner.run(["show", "-3", "--json", "--db", db])
        XCTAssertEqual(beyond.status, 1)
        XCTAssertEqual(
            beyond.stderr,
            errorLine("not_found", "the logbook holds only 1 run, so 'logbook show -3' finds none; 'logbook show -1' shows the oldest"))
        for command in [["edit", "999", "--name", "X"], ["trim", "999", "--at", "1:00"]] {
            let result = try CLIRunner.run(command + ["--json", "--db", db])
            XCTAssertEqual(result.status, 1, "\(command): \(result.stderr)")
            XCTAssertEqual(try code(of: result.stderr), "not_found", "\(command): \(result.stderr)")
        }
    }

    func testWithoutJSONTheMessagesAreText() throws {
        try importOneRun()
        let show = try CLIRunner.run(["show", "999", "--db", db])
        XCTAssertEqual(show.status, 1)
        XCTAssertEqual(show.stderr, "Error: no run with id 999\n")
        let usage = try CLIRunner.run(["list", "--jsn", "--db", db])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.stderr.hasPrefix("Error: Unknown option '--jsn'. Did you mean '--json'?\nUsage: logbook list "), usage.stderr)
    }

    func testJSONAfterTheDoubleDashOrOnACommandWithoutItIsNotAsked() throws {
        let afterDashes = try CLIRunner.run(["list", "--db", db, "--", "--json"])
        XCTAssertEqual(afterDashes.status, 64)
        XCTAssertTrue(afterDashes.stderr.hasPrefix("Error: Unexpected argument '--json'\nUsage: logbook list "), afterDashes.stderr)
        let withoutJSON = try CLIRunner.run(["completions", "--json"])
        XCTAssertEqual(withoutJSON.status, 64)
        XCTAssertTrue(withoutJSON.stderr.hasPrefix("Error: Unknown option '--json'"), withoutJSON.stderr)
    }

    /// The `code` of the one JSON line `stderr` holds.
    private func code(of stderr: String) throws -> String? {
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, stderr)
        let object = try JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any]
        return (object?["error"] as? [String: Any])?["code"] as? String
    }
}
