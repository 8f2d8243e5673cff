import Foundation
import LogbookTestSupport
import XCTest

/// A pool swim end to end: the session's timer kept as the device's, the active lengths'
/// time as moving time, and the rests between them shown by `show`.
final class PoolSwimRestsTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    /// Of the project's own making (see `Fixtures/ATTRIBUTION.md`): 72 lengths of 25 m in
    /// 2,763.6 s, four rests of 402 s, a session timer of 4,371.6 s.
    private let swim = CLIRunner.packageRoot.appendingPathComponent(
        "Tests/LogbookCoreTests/Fixtures/fit/pool-swim-sets-with-rests.fit")

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testShowPrintsTheRestsAndTheJSONKeepsTheSessionTimer() throws {
        let imported = try CLIRunner.run(["import", "--tz", "UTC", "--db", db, swim.path])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let shown = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        let lines = shown.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        XCTAssertTrue(lines.contains("Rests 26:48"), shown.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Moving 46:04") }, shown.stdout)
        // 2,763.6 s over 18 × 100 m: 2:33.5, shown to the second.
        XCTAssertTrue(lines.contains("Pace 2:34 /100 m"), shown.stdout)
        let json = try CLIRunner.run(["show", "1", "--json", "--db", db])
        XCTAssertEqual(json.status, 0, json.stderr)
        let run = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(try XCTUnwrap(run["device_timer_s"] as? Double), 4371.6, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(run["moving_s"] as? Double), 2763.6, accuracy: 0.001)
        XCTAssertEqual(try XCTUnwrap(run["distance_m"] as? Double), 1800, accuracy: 0.01)
        // The rests: the session's timer less the active lengths, 26:48.
        XCTAssertEqual(try XCTUnwrap(run["rests_s"] as? Double), 1608, accuracy: 0.001)
    }
}
