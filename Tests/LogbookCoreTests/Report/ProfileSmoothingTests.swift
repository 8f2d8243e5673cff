import XCTest

@testable import LogbookCore

/// The run page's profile smoothing on known values: a spike spread over its 300 m window,
/// a steady climb kept, the window's edges counted once.
final class ProfileSmoothingTests: XCTestCase {
    func testASpikeIsSpreadOverItsWindowAndAClimbIsKept() {
        // A point every 50 m at 100 m of elevation, one at 1000 m (a GPS spike) at 500 m.
        let flat = (0...20).map { (distance: Double($0) * 50, value: $0 == 10 ? 1000.0 : 100.0) }
        let smoothed = ProfileSmoothing.smoothed(flat)
        XCTAssertEqual(smoothed.count, 21)
        // At 500 m the window holds 350...650 m: 7 points, one of them the spike.
        XCTAssertEqual(smoothed[10].value, (6 * 100 + 1000) / 7, accuracy: 1e-9)
        XCTAssertEqual(smoothed[10].distance, 500)
        // 150 m away the spike is still in (its edge counts), 200 m away it is not.
        XCTAssertEqual(smoothed[13].value, (6 * 100 + 1000) / 7, accuracy: 1e-9)
        XCTAssertEqual(smoothed[14].value, 100, accuracy: 1e-9)
        // At the start only what follows within 150 m: 4 points.
        XCTAssertEqual(smoothed[0].value, 100, accuracy: 1e-9)
        // A steady climb of 1 m every 50 m is unchanged in the middle (a mean of a line is the line).
        let climb = (0...20).map { (distance: Double($0) * 50, value: Double($0)) }
        XCTAssertEqual(ProfileSmoothing.smoothed(climb)[10].value, 10, accuracy: 1e-9)
        XCTAssertEqual(ProfileSmoothing.smoothed(climb)[0].value, 1.5, accuracy: 1e-9, "0, 1, 2 and 3 within 150 m")
        XCTAssertTrue(ProfileSmoothing.smoothed([]).isEmpty)
    }
}
