import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// Split rows are shown by the tests runs are shown by: what `Believable` does not
/// believe is unknown, and such a split never wins a mark.
final class ShownSplitTests: XCTestCase {
    private func split(_ index: Int, _ distance: Double, _ seconds: Double, pace: Double?, status: PaceStatus = .ok) -> Split {
        Split(
            index: index, distance: distance, elapsed: seconds, moving: seconds, pace: Pace(secondsPerKm: pace, status: status),
            averageHeartRate: 150, averageCadence: 170, elevationGain: 4)
    }

    func testBelievableSplitIsShownAsStored() {
        let shown = ShownSplit(split(1, 1000, 300, pace: 300))
        XCTAssertEqual(shown.distance, 1000)
        XCTAssertEqual(shown.elapsed, 300)
        XCTAssertEqual(shown.moving, 300)
        XCTAssertEqual(shown.pace, Pace(secondsPerKm: 300, status: .ok))
        XCTAssertEqual(shown.averageHeartRate, 150)
        XCTAssertEqual(shown.averageCadence, 170)
        XCTAssertEqual(shown.elevationGain, 4)
    }

    func testNumbersBeyondBeliefAreUnknown() {
        let huge = ShownSplit(
            Split(
                index: 2, distance: 1e308, elapsed: 1e308, moving: 1e308, pace: Pace(secondsPerKm: 1e308, status: .ok),
                averageHeartRate: 1e308, averageCadence: -1, elevationGain: 2e6))
        XCTAssertNil(huge.distance)
        XCTAssertNil(huge.elapsed)
        XCTAssertNil(huge.moving)
        XCTAssertEqual(huge.pace, Pace(secondsPerKm: nil, status: .noDistance))
        XCTAssertNil(huge.averageHeartRate)
        XCTAssertNil(huge.averageCadence)
        XCTAssertNil(huge.elevationGain)
        XCTAssertEqual(ShownSplit(split(3, 1000, 1e308, pace: 300)).pace, Pace(secondsPerKm: nil, status: .noTime))
        XCTAssertEqual(ShownSplit(split(3, 1000, 290, pace: 1e-300)).pace, Pace(secondsPerKm: nil, status: .tooFast))
        XCTAssertEqual(ShownSplit(split(3, 1000, 290, pace: 2e6)).pace, Pace(secondsPerKm: nil, status: .tooSlow))
        XCTAssertEqual(
            ShownSplit(split(3, 1000, 290, pace: 290, status: .tooShort)).pace, Pace(secondsPerKm: nil, status: .tooShort))
    }

    func testAnUnbelievablePaceNeverWinsAMark() {
        let splits = [split(1, 1000, 310, pace: 310), split(2, 1000, 290, pace: 1e-300), split(3, 1000, 300, pace: 300)]
        XCTAssertEqual(SplitMarks.find(in: splits), SplitMarks(fastest: 2, slowest: 1), "as stored, the 1e-300 pace wins")
        XCTAssertEqual(SplitMarks.find(inShown: splits.map(ShownSplit.init)), SplitMarks(fastest: 3, slowest: 1))
    }
}
