import XCTest
@testable import LogbookModel

final class PaceGuardTests: XCTestCase {
    let standard = PaceThresholds.standard

    func testTenKilometresInFiftyMinutesIsFiveMinutesPerKm() {
        let pace = Pace.judge(moving: 3000, distance: 10_000, thresholds: standard)
        XCTAssertEqual(pace.status, .ok)
        XCTAssertEqual(pace.secondsPerKm, 300)
    }

    func testZeroMetresIsNoDistance() {
        XCTAssertEqual(Pace.judge(moving: 600, distance: 0, thresholds: standard), Pace(secondsPerKm: nil, status: .noDistance))
        XCTAssertEqual(Pace.judge(moving: 600, distance: nil, thresholds: standard).status, .noDistance)
        XCTAssertEqual(Pace.judge(moving: 600, distance: -5, thresholds: standard).status, .noDistance)
    }

    func testThirtyMetresInFiveSecondsIsTooShort() {
        XCTAssertEqual(Pace.judge(moving: 5, distance: 30, thresholds: standard), Pace(secondsPerKm: nil, status: .tooShort))
    }

    func testFiveKilometresInNineHoursIsTooSlow() {
        XCTAssertEqual(Pace.judge(moving: 9 * 3600, distance: 5000, thresholds: standard).status, .tooSlow)
    }

    func testOneKilometreInSixtySecondsIsTooFast() {
        XCTAssertEqual(Pace.judge(moving: 60, distance: 1000, thresholds: standard), Pace(secondsPerKm: nil, status: .tooFast))
    }

    func testNoTimestampsIsNoTimeEvenWithoutDistance() {
        XCTAssertEqual(Pace.judge(moving: nil, distance: nil, thresholds: standard).status, .noTime)
        XCTAssertEqual(Pace.judge(moving: 0, distance: 5000, thresholds: standard).status, .noTime)
    }

    func testNonFiniteInputsAreNeverANumber() {
        XCTAssertEqual(Pace.judge(moving: .nan, distance: 5000, thresholds: standard).status, .noTime)
        XCTAssertEqual(Pace.judge(moving: .infinity, distance: 5000, thresholds: standard).status, .noTime)
        XCTAssertEqual(Pace.judge(moving: 1500, distance: .nan, thresholds: standard).status, .noDistance)
        XCTAssertEqual(Pace.judge(moving: 1500, distance: .infinity, thresholds: standard).status, .noDistance)
        XCTAssertEqual(Pace.judge(moving: 1500, distance: -.infinity, thresholds: standard).status, .noDistance)
    }

    func testLimitsAreInclusive() {
        XCTAssertEqual(Pace.judge(moving: 1800, distance: 1000, thresholds: standard).secondsPerKm, 1800)
        XCTAssertEqual(Pace.judge(moving: 120, distance: 1000, thresholds: standard).secondsPerKm, 120)
        XCTAssertEqual(Pace.judge(moving: 5, distance: 50, thresholds: standard).status, .tooFast)
        XCTAssertEqual(Pace.judge(moving: 15, distance: 50, thresholds: standard).secondsPerKm, 300)
    }

    func testTinyDistanceWithoutMinimumIsTooSlowNotInfinite() {
        let noMinimum = PaceThresholds(minDistance: 0, minPace: 120, maxPace: 1800)
        XCTAssertEqual(Pace.judge(moving: 1e308, distance: 1e-300, thresholds: noMinimum).status, .tooSlow)
    }
}
