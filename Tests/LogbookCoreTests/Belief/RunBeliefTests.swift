import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// The one judge of whether a run can be true, called directly: each question at its edges.
final class RunBeliefTests: XCTestCase {
    private func doubt(
        _ sport: String = "running", distance: Double? = 10_000, moving: Double? = 3_000, elapsed: Double? = 3_000,
        heartRate: Double? = 150
    ) -> RunDoubt? {
        RunBelief.doubt(
            RunBelief.Facts(sport: sport, distance: distance, moving: moving, elapsed: elapsed, averageHeartRate: heartRate))
    }

    func testAnOrdinaryRunIsBelieved() {
        XCTAssertNil(doubt())
    }

    func testFifteenKilometresAtTwoMinutesPerKilometreIsFasterThanAnyHuman() {
        // 15 km in 30:00. The record pace beyond 10 km is 10,000 m's 1571 s / 10 km: 2,356.5 s
        // for 15 km, of which 98 % is 2,309.4 s.
        XCTAssertEqual(doubt(distance: 15_000, moving: 1_800, elapsed: 1_800), .impossiblePace)
    }

    func testAMarathonAtWorldRecordPaceStaysBelievable() {
        // 2:00:35 exactly, and 2:05; a 1.5 % long GPS marathon in 2:00:35 too.
        XCTAssertNil(doubt(distance: 42_195, moving: 7_235, elapsed: 7_235))
        XCTAssertNil(doubt(distance: 42_195, moving: 7_500, elapsed: 7_500))
        XCTAssertNil(doubt(distance: 42_828, moving: 7_235, elapsed: 7_235))
    }

    func testTheWorldRecordShareIsTheEdge() {
        // 10 km: record 1571 s, 98 % = 1539.58 s.
        XCTAssertNil(doubt(distance: 10_000, moving: 1_539.6, elapsed: 1_539.6))
        XCTAssertEqual(doubt(distance: 10_000, moving: 1_539.5, elapsed: 1_539.5), .impossiblePace)
    }

    func testOtherSportsHaveNoWorldRecordToMeet() {
        // 15 km in 30 minutes is a fine ride.
        XCTAssertNil(doubt("cycling", distance: 15_000, moving: 1_800, elapsed: 1_800))
    }

    func testDistanceBeyondOneActivityOfItsSport() {
        // 500 km on foot in 5 days (believable pace, impossible as one recording).
        XCTAssertEqual(doubt(distance: 500_000, moving: 432_000, elapsed: 432_000), .impossibleDistance)
        XCTAssertNil(doubt(distance: 480_000, moving: 432_000, elapsed: 432_000))
        XCTAssertNil(doubt("cycling", distance: 500_000, moving: 72_000, elapsed: 72_000))
        XCTAssertEqual(doubt("cycling", distance: 5_000_001, moving: 4_000_000, elapsed: 4_000_000), .impossibleDistance)
    }

    func testARunOverWithinSecondsIsTooBrief() {
        XCTAssertEqual(doubt(distance: 3, moving: 1, elapsed: 1), .tooBrief)
        XCTAssertEqual(doubt(distance: 3, moving: 9.9, elapsed: 9.9), .tooBrief)
        XCTAssertNil(doubt(distance: 30, moving: 10, elapsed: 10))
        // No time at all is the pace guard's `no_time`, not a doubt.
        XCTAssertNil(doubt(distance: 5_000, moving: 0, elapsed: 0))
        XCTAssertNil(doubt(distance: 5_000, moving: nil, elapsed: nil))
    }

    func testTheElapsedTimeAFileStatesCountsBesideThePointsSpan() {
        // A damaged TCX whose three points span 1 s of a ride the file states lasted 4,566 s.
        let facts = RunBelief.Facts(
            sport: "cycling", distance: 13_680, moving: 4_566, elapsed: 1, averageHeartRate: 121, deviceElapsed: 4_566)
        XCTAssertEqual(facts.elapsed, 4_566)
        XCTAssertNil(RunBelief.doubt(facts))
        XCTAssertEqual(
            RunBelief.doubt(RunBelief.Facts(sport: "cycling", distance: 13_680, moving: 4_566, elapsed: 1, averageHeartRate: 121)),
            .movingOverElapsed)
    }

    func testMovingTimeLongerThanElapsed() {
        XCTAssertEqual(doubt(moving: 3_000, elapsed: 2_000), .movingOverElapsed)
        // A timer started a minute before the first point is fine.
        XCTAssertNil(doubt(moving: 3_000, elapsed: 2_940))
        XCTAssertEqual(doubt(moving: 3_000, elapsed: 2_939), .movingOverElapsed)
    }

    func testAnAverageHeartRateNoOneHolds() {
        XCTAssertEqual(doubt(heartRate: 250), .impossibleHeartRate)
        XCTAssertNil(doubt(heartRate: 230))
        XCTAssertEqual(doubt(heartRate: 230.5), .impossibleHeartRate)
    }

    func testAWalkAtThreeKilometresPerHourIsBelievable() {
        XCTAssertNil(doubt("walking", distance: 3_000, moving: 3_600, elapsed: 3_600, heartRate: 95))
    }

    func testUnusableValuesAreLeftToTheStoredValueChecks() {
        XCTAssertNil(doubt(distance: .infinity, moving: 1, elapsed: 1e9, heartRate: .nan))
        XCTAssertNil(doubt(distance: -5, moving: -1, elapsed: nil, heartRate: -3))
    }

    func testTheFirstReasonInOrderWins() {
        // Too fast, too far, too brief and a heart rate of 250 at once: the pace is named.
        XCTAssertEqual(doubt(distance: 600_000, moving: 5, elapsed: 5, heartRate: 250), .impossiblePace)
        XCTAssertEqual(doubt(distance: 3, moving: 1, elapsed: 1, heartRate: 250), .tooBrief)
    }

    func testARunBelievedByTheRunnerIsNotLeftOut() {
        var run = Run(
            startUTC: 0, utcOffset: 0, sport: "running", name: nil, distance: 15_000, elapsed: 1_800, moving: 1_800,
            pace: Pace(secondsPerKm: 120, status: .ok), averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil,
            elevationGain: nil, source: "gpx")
        XCTAssertEqual(RunBelief.doubt(of: run), .impossiblePace)
        run.doubt = RunBelief.doubt(of: run)
        XCTAssertEqual(run.leftOutAs, .impossiblePace)
        run.believed = true
        XCTAssertNil(run.leftOutAs)
        XCTAssertEqual(run.doubt, .impossiblePace)
    }
}
