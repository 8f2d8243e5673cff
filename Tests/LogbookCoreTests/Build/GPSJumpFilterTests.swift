import XCTest
@testable import LogbookAnalysis

/// The jump rule on hand-made points going north at 3 m/s, one a second: what each step
/// adds, and which positions are left out.
final class GPSJumpFilterTests: XCTestCase {
    private let metresPerDegree = 6_371_008.8 * Double.pi / 180

    /// The latitude `metres` north of 47 N.
    private func lat(_ metres: Double) -> Double { 47 + metres / metresPerDegree }

    /// Feeds `points` (seconds, metres north, metres east) and returns, per point, the
    /// distance its step got, in feeding order, with the segment ended at the last point.
    private func steps(
        _ points: [(time: Double, north: Double, east: Double)], filter: inout GPSJumpFilter
    ) -> [Double] {
        var result: [Double] = []
        var waiting = 0
        let east = 1 / (metresPerDegree * cos(47 * Double.pi / 180))
        for point in points {
            collect(filter.take(lat: lat(point.north), lon: 8 + point.east * east, offset: point.time), &result, &waiting, filter)
        }
        filter.endSegment()
        XCTAssertEqual(filter.released.count, waiting)
        result += filter.released
        XCTAssertEqual(result.count, points.count, "every step gets its distance once")
        return result
    }

    /// What the walk does with a step: the released steps that waited, then this one; or
    /// one more waiting.
    private func collect(_ step: Double?, _ result: inout [Double], _ waiting: inout Int, _ filter: GPSJumpFilter) {
        guard let step else {
            waiting += 1
            return
        }
        XCTAssertEqual(filter.released.count, waiting, "a distance for every waiting step")
        result += filter.released + [step]
        waiting = 0
    }

    private func straight(_ seconds: Int) -> [(time: Double, north: Double, east: Double)] {
        (0...seconds).map { (Double($0), 3 * Double($0), 0) }
    }

    private func filter() -> GPSJumpFilter { GPSJumpFilter(maxSpeed: 15, standstills: [], fastStretches: []) }

    func testAOnePointSpikeIsMeasuredAcrossAndSharedByItsTwoSteps() {
        var points = straight(10)
        points[5].east = 500
        var jumps = filter()
        let result = steps(points, filter: &jumps)
        XCTAssertEqual(result[0], 0)
        for index in 1...10 { XCTAssertEqual(result[index], 3, accuracy: 1e-6, "step \(index)") }
        XCTAssertEqual(jumps.jumpCount, 1)
    }

    func testATwoPointSpikeIsLeftOutToo() {
        var points = straight(10)
        points[4].east = 400
        points[5].east = 402
        var jumps = filter()
        let result = steps(points, filter: &jumps)
        XCTAssertEqual(result.reduce(0, +), 30, accuracy: 1e-6)
        XCTAssertEqual(result[5], 3, accuracy: 1e-6)
        XCTAssertEqual(jumps.jumpCount, 2)
    }

    func testThreeConsistentJumpedPointsAreARealRelocation() {
        // From second 5 on, the track goes on 1 km further east (a signal found again).
        var points = straight(10)
        for index in 5...10 { points[index].east = 1000 }
        var jumps = filter()
        let result = steps(points, filter: &jumps)
        // The step into the relocation adds nothing; the steps after it count: 4 × 3 m
        // before, 5 × 3 m after.
        XCTAssertEqual(result[5], 0)
        XCTAssertEqual(result[6], 3, accuracy: 1e-6)
        XCTAssertEqual(result[7], 3, accuracy: 1e-6)
        XCTAssertEqual(result.reduce(0, +), 27, accuracy: 1e-6)
        XCTAssertEqual(jumps.jumpCount, 1)
    }

    func testAJumpAtTheSegmentsEndAddsNothing() {
        var points = straight(5)
        points[5].east = 900
        var jumps = filter()
        let result = steps(points, filter: &jumps)
        XCTAssertEqual(result.reduce(0, +), 12, accuracy: 1e-6)
        XCTAssertEqual(result[5], 0)
        XCTAssertEqual(jumps.jumpCount, 1)
    }

    func testStepsInsideAStandstillAddNothingAndSustainedSpeedCounts() {
        let points = (0...20).map { (time: Double($0), north: 20 * Double($0), east: 0.0) }
        var fast = GPSJumpFilter(maxSpeed: 15, standstills: [], fastStretches: [0...20])
        let result = steps(points, filter: &fast)
        XCTAssertEqual(result.reduce(0, +), 400, accuracy: 1e-6)
        XCTAssertEqual(fast.sustainedCount, 20)
        XCTAssertEqual(fast.jumpCount, 0)
        var still = GPSJumpFilter(maxSpeed: 15, standstills: [0...10], fastStretches: [])
        let jitter = steps((0...10).map { (Double($0), Double($0 % 2) * 4, 0) }, filter: &still)
        XCTAssertEqual(jitter.reduce(0, +), 0)
    }

    func testPointsWithoutAPositionWaitWithTheSpike() {
        var jumps = filter()
        var result: [Double] = []
        var waiting = 0
        collect(jumps.take(lat: lat(0), lon: 8, offset: 0), &result, &waiting, jumps)
        collect(jumps.take(lat: lat(3), lon: 8, offset: 1), &result, &waiting, jumps)
        collect(jumps.take(lat: lat(3), lon: 9, offset: 2), &result, &waiting, jumps)  // about 76 km east
        XCTAssertTrue(jumps.isWaiting)
        collect(jumps.takeUnpositioned(offset: 3), &result, &waiting, jumps)
        XCTAssertEqual(result.count, 2)
        XCTAssertEqual(waiting, 2)
        collect(jumps.take(lat: lat(12), lon: 8, offset: 4), &result, &waiting, jumps)
        XCTAssertEqual(result.count, 5)
        // 9 m from second 1 to second 4, shared 3 m a second.
        for share in result.suffix(3) { XCTAssertEqual(share, 3, accuracy: 0.01) }
        XCTAssertEqual(jumps.takeUnpositioned(offset: 5), 0)
        XCTAssertEqual(jumps.jumpCount, 1)
    }

    func testWaitingIsBounded() {
        var jumps = filter()
        var result: [Double] = []
        var waiting = 0
        var largest = 0
        collect(jumps.take(lat: lat(0), lon: 8, offset: 0), &result, &waiting, jumps)
        // Points scattered far apart, none within reach of another, for 300 s.
        for second in 1...300 {
            let lon = 8 + Double(second % 2 == 0 ? second : -second) * 0.05
            collect(jumps.take(lat: lat(0), lon: lon, offset: Double(second)), &result, &waiting, jumps)
            largest = max(largest, waiting)
        }
        XCTAssertEqual(largest, GPSJumpFilter.maxWaiting - 1)
        jumps.endSegment()
        result += jumps.released
        XCTAssertEqual(result.count, 301)
        XCTAssertEqual(result.reduce(0, +), 0)
        XCTAssertEqual(jumps.jumpCount, 300)
    }
}
