import Foundation
import LogbookTestSupport
import XCTest

/// `logbook routes` and `logbook compare` as a child process, over generated runs of one
/// loop (and one run elsewhere).
final class RoutesCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// The day the first run starts, UTC seconds.
    private let firstDay = 1_714_636_800.0

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Writes a run of `course` at `speed` m/s on day `day` named `name`, and imports it.
    @discardableResult
    private func importRun(_ course: [CourseRuns.Metres], day: Int, speed: Double, name: String, seed: UInt64, noise: Double = 1) throws -> String {
        let points = CourseRuns.run(course, start: firstDay + Double(day) * 86_400, speed: speed, seed: seed, noise: noise)
        let path = folder.path("day-\(day).gpx")
        try GeneratedRuns.gpx(points, named: name).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// `args --json` parsed.
    private func json(_ args: [String]) throws -> Any {
        let result = try CLIRunner.run(args + ["--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// Three runs of the loop (3.0, 2.5 and 3.2 m/s) and one elsewhere.
    private func importLoops() throws {
        try importRun(CourseRuns.loop, day: 1, speed: 3.0, name: "Park loop", seed: 1)
        try importRun(CourseRuns.loop, day: 2, speed: 2.5, name: "Park loop", seed: 2)
        try importRun(CourseRuns.loop, day: 3, speed: 3.2, name: "Evening", seed: 3)
        try importRun(CourseRuns.pointToPoint, day: 4, speed: 3.0, name: "Commute", seed: 4)
    }

    func testRoutesListsEachRouteWithItsRunsAndBest() throws {
        try importLoops()
        let routes = try XCTUnwrap(try json(["routes"]) as? [[String: Any]])
        XCTAssertEqual(routes.count, 2)
        XCTAssertEqual(routes[0]["name"] as? String, "Park loop")
        XCTAssertEqual(routes[0]["runs"] as? [Int], [1, 2, 3])
        XCTAssertEqual(routes[0]["best_run"] as? Int, 3)
        // 4,000 m at 3.2 m/s, as the builder measures the noisy track.
        XCTAssertEqual(try XCTUnwrap(routes[0]["best_s"] as? Double), 1_250, accuracy: 15)
        XCTAssertEqual(try XCTUnwrap(routes[0]["distance_m"] as? Double), 4_000, accuracy: 60)
        XCTAssertEqual(routes[1]["runs"] as? [Int], [4])
        let text = try CLIRunner.run(["routes", "1", "--db", db])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("Route 1: Park loop"), text.stdout)
        XCTAssertEqual(text.stdout.split(separator: "\n").filter { $0.hasSuffix("best") }.count, 1, text.stdout)
    }

    func testARunWhoseSportIsEditedMovesToARouteOfItsNewSport() throws {
        try importLoops()
        XCTAssertEqual(try CLIRunner.run(["edit", "2", "--sport", "walking", "--db", db]).status, 0)
        let routes = try XCTUnwrap(try json(["routes"]) as? [[String: Any]])
        XCTAssertEqual(routes.map { $0["runs"] as? [Int] ?? [] }, [[1, 3], [2], [4]], "run 2 founded a walking route of its own, numbered 2 after it")
        XCTAssertEqual(try CLIRunner.run(["edit", "2", "--undo", "--db", db]).status, 0)
        let back = try XCTUnwrap(try json(["routes"]) as? [[String: Any]])
        XCTAssertEqual(back.map { $0["runs"] as? [Int] ?? [] }, [[1, 2, 3], [4]], "the undo takes it back to the running loop")
    }

    func testRenameNamesARouteAndAnUnknownRouteIsNotFound() throws {
        try importLoops()
        let renamed = try CLIRunner.run(["routes", "rename", "1", "River loop", "--db", db])
        XCTAssertEqual(renamed.status, 0, renamed.stderr)
        XCTAssertTrue(renamed.stdout.contains("Route 1 is now called 'River loop'."), renamed.stdout)
        let route = try XCTUnwrap(try json(["routes", "1"]) as? [String: Any])
        XCTAssertEqual(route["name"] as? String, "River loop")
        let missing = try CLIRunner.run(["routes", "9", "--json", "--db", db])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("\"code\":\"not_found\""), missing.stderr)
    }

    func testCompareGivesTheGapAtEachKilometre() throws {
        // Without noise, so that each run's measured distance is the course's.
        try importRun(CourseRuns.loop, day: 1, speed: 3.0, name: "Park loop", seed: 1, noise: 0)
        try importRun(CourseRuns.loop, day: 2, speed: 2.5, name: "Park loop", seed: 2, noise: 0)
        let comparison = try XCTUnwrap(try json(["compare", "1", "2"]) as? [String: Any])
        let kilometres = try XCTUnwrap(comparison["kilometres"] as? [[String: Any]])
        // The fourth kilometre ends at the finish, which each run's measured distance falls a few decimetres short of.
        XCTAssertEqual(kilometres.count, 3)
        // At 3.0 and 2.5 m/s the second run loses 1000/2.5 - 1000/3 = 66.7 s a kilometre.
        for (index, km) in kilometres.enumerated() {
            XCTAssertEqual(km["km"] as? Int, index + 1)
            XCTAssertEqual(try XCTUnwrap(km["gap_s"] as? Double), 66.67 * Double(index + 1), accuracy: 0.5, "km \(index + 1)")
        }
        XCTAssertEqual(try XCTUnwrap(comparison["finish_gap_s"] as? Double), 4_000 / 2.5 - 4_000 / 3.0, accuracy: 1)
        let text = try CLIRunner.run(["compare", "1", "2", "--db", db])
        XCTAssertTrue(text.stdout.contains("at the finish."), text.stdout)
    }

    func testCompareOfRunsOnTwoRoutesSaysSo() throws {
        try importLoops()
        let result = try CLIRunner.run(["compare", "1", "4", "--db", db])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("runs 1 and 4 are not on the same route (run 1 is on route 1, run 4 is on route 4)"), result.stderr)
    }

    func testANewBestOnARouteIsSaidOnImport() throws {
        let first = try importRun(CourseRuns.loop, day: 1, speed: 3.0, name: "Park loop", seed: 1)
        XCTAssertFalse(first.contains("New best"), first)
        let slower = try importRun(CourseRuns.loop, day: 2, speed: 2.5, name: "Park loop", seed: 2)
        XCTAssertFalse(slower.contains("New best"), slower)
        let faster = try importRun(CourseRuns.loop, day: 3, speed: 3.2, name: "Park loop", seed: 3)
        let line = try XCTUnwrap(faster.split(separator: "\n").first { $0.hasPrefix("New best on Park loop: ") }, faster)
        XCTAssertTrue(line.hasSuffix("s faster than 2024-05-03."), String(line))
    }

    func testSegmentAddShowListAndRemove() throws {
        try importLoops()
        let added = try CLIRunner.run(["segment", "add", "Bottom", "--run", "1", "--from-km", "0.2", "--to-km", "1", "--json", "--db", db])
        XCTAssertEqual(added.status, 0, added.stderr)
        let board = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(board["name"] as? String, "Bottom")
        XCTAssertEqual(try XCTUnwrap(board["distance_m"] as? Double), 800, accuracy: 15)
        let efforts = try XCTUnwrap(board["efforts"] as? [[String: Any]])
        // The three loop runs, fastest (3.2 m/s: 250 s) first; the commute never comes near.
        XCTAssertEqual(efforts.map { $0["run_id"] as? Int }, [3, 1, 2])
        XCTAssertEqual(efforts.map { $0["rank"] as? Int }, [1, 2, 3])
        XCTAssertEqual(try XCTUnwrap(efforts[0]["elapsed_s"] as? Double), 250, accuracy: 6)
        let list = try XCTUnwrap(try json(["segment", "list"]) as? [[String: Any]])
        XCTAssertEqual(list.map { $0["effort_count"] as? Int }, [3])
        let shown = try CLIRunner.run(["segment", "show", "Bottom", "--db", db])
        XCTAssertTrue(shown.stdout.hasPrefix("Bottom: 0.80 km, 3 efforts\n"), shown.stdout)
        XCTAssertEqual(try CLIRunner.run(["segment", "rm", "Bottom", "--db", db]).status, 0)
        let gone = try CLIRunner.run(["segment", "show", "Bottom", "--json", "--db", db])
        XCTAssertEqual(gone.status, 1)
        XCTAssertTrue(gone.stderr.contains("\"code\":\"not_found\""), gone.stderr)
    }
}
