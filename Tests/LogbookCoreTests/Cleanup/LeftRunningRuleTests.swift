import XCTest
@testable import LogbookCore

/// Runs whose elapsed time is long for what they hold are flagged `left_running`; real slow
/// walks and stops inside runs are not.
final class LeftRunningRuleTests: XCTestCase {
    private func detail(
        _ sport: String, elapsed: Double, moving: Double, distance: Double?, hasTail: Bool = false
    ) -> String? {
        LeftRunningRule.detail(sport: sport, elapsed: elapsed, moving: moving, distance: distance, hasTail: hasTail, running: .standard)
    }

    func testNineHoursBarelyMovingAreFlagged() {
        XCTAssertEqual(
            detail("walking", elapsed: 32_400, moving: 0, distance: 5000),
            "9:00:00 recorded but only 0:00 of it moving: the recording was probably left running")
        XCTAssertEqual(
            detail("unknown", elapsed: 32_400, moving: 300, distance: 5000, hasTail: true),
            "9:00:00 recorded but only 5:00 of it moving: the recording was probably left running; "
                + "'logbook trim ID --auto' cuts the tail that explains it")
    }

    func testAPaceOverTheElapsedTimeSlowerThanTheSportIsFlagged() {
        // 4 h for 5 km of running: 48:00 /km over the whole time.
        XCTAssertEqual(
            detail("running", elapsed: 14_400, moving: 1800, distance: 5000),
            "4:00:00 recorded for 5.00 km: 48:00 /km over the whole time is slower than any running (30:00 /km); "
                + "the recording was probably left running")
    }

    func testARealWalkAndAStopAtACrossingAreNotFlagged() {
        // A walk at 3 km/h for 3 hours.
        XCTAssertNil(detail("walking", elapsed: 10_800, moving: 10_700, distance: 9000))
        // A 2.5-hour run with a 10-minute standstill at a crossing.
        XCTAssertNil(detail("running", elapsed: 9000, moving: 8400, distance: 25_000))
        // Under two hours nothing is judged.
        XCTAssertNil(detail("running", elapsed: 7000, moving: 0, distance: 100))
    }

    func testTheRuleIsNeverQuarantinedAndJudgesEverySport() {
        XCTAssertFalse(CleanupRule.leftRunning.quarantines)
        XCTAssertFalse(CleanupRule.leftRunning.usesThresholds)
        XCTAssertEqual(CleanupRule(rawValue: "left_running"), .leftRunning)
    }
}
