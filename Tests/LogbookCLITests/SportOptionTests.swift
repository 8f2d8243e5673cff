import Foundation
import LogbookTestSupport
import XCTest

@testable import logbook

/// `--sport` takes the sports the logbook knows, by any of their words, and refuses any
/// other word in every command that takes it, with the nearest sport and the list of them.
final class SportOptionTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Every sport known, as the message lists them.
    private let known = "Known sports: all, alpine_skiing, backcountry_skiing, canoeing, crossfit, cycling, elliptical, "
        + "fitness_equipment, golf, hiking, ice_skating, inline_skating, kayaking, kitesurfing, multisport_transition, "
        + "nordic_skiing, other, rock_climbing, roller_skiing, rowing, running, skateboarding, snowboarding, snowshoeing, "
        + "soccer, stair_stepper, stand_up_paddling, surfing, swimming, tennis, walking, weight_training, wheelchair, "
        + "windsurfing, workout, yoga"

    func testAMistypedSportIsAUsageErrorInEveryCommandThatTakesIt() throws {
        _ = try ReportDatabase(path: db)
        let commands: [[String]] = [
            ["list"], ["stats", "--monthly"], ["records"], ["clean"], ["report", "--out", folder.path("site")],
            ["export", "--format", "gpx", "--out", folder.path("out")], ["gear"],
        ]
        for arguments in commands {
            let result = try CLIRunner.run(arguments + ["--sport", "runing", "--db", db])
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(
                result.stderr.hasPrefix("Error: unknown sport 'runing'; did you mean 'running'? " + known + "\nUsage: logbook \(arguments[0])"),
                "\(arguments): \(result.stderr)")
        }
        let far = try CLIRunner.run(["list", "--sport", "xyzzy", "--db", db])
        XCTAssertEqual(far.status, 64)
        XCTAssertTrue(far.stderr.hasPrefix("Error: unknown sport 'xyzzy'. " + known + "\n"), far.stderr)
        let bike = try CLIRunner.run(["list", "--sport", "bkie", "--db", db])
        XCTAssertTrue(bike.stderr.hasPrefix("Error: unknown sport 'bkie'; did you mean 'cycling'? "), "bike is a word for cycling: \(bike.stderr)")
    }

    func testAKnownSportWithoutRunsIsAnEmptyAnswer() throws {
        let logbook = try ReportDatabase(path: db)
        try logbook.insert("2025-03-01 08:00", "UTC", distance: 10_000, moving: 3000, name: "Long")
        for word in ["swimming", "Swim", "yoga"] {
            let result = try CLIRunner.run(["list", "--sport", word, "--json", "--db", db])
            XCTAssertEqual(result.status, 0, "\(word): \(result.stderr)")
            XCTAssertEqual(result.stdout, "[]\n", word)
        }
        for word in ["ALL", "trail run", "Run"] {
            let result = try CLIRunner.run(["list", "--sport", word, "--json", "--db", db])
            XCTAssertEqual(result.status, 0, "\(word): \(result.stderr)")
            XCTAssertEqual((try ReportDatabase.json(result.stdout) as? [Any])?.count, 1, "\(word) keeps the run")
        }
    }

    func testTheCheckIsOneFunction() {
        guard case .success("Run") = RunFilterOptions.checkedSport("Run") else { return XCTFail("Run is running") }
        guard case .success("all") = RunFilterOptions.checkedSport("all") else { return XCTFail("all is every sport") }
        guard case .failure(.message(let message)) = RunFilterOptions.checkedSport("hikking") else { return XCTFail("hikking is no sport") }
        XCTAssertEqual(message, "unknown sport 'hikking'; did you mean 'hiking'? " + known)
        XCTAssertEqual(RunFilterOptions.sport("Bike"), "cycling")
        XCTAssertNil(RunFilterOptions.sport("all"))
        XCTAssertEqual(RunFilterOptions.sport(nil), "running")
    }
}
