import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis

/// `RouteComparison.covers` stops early on a track it cannot cover; its verdict must be the
/// one the full count of points gives, on tracks that cover, miss, and sit at the edge.
final class RouteCoverageStopTests: XCTestCase {
    /// The share of `points` within `trackRadius` of `line`, counted over every point with
    /// the same in-order search (the rule `covers` must agree with), written out plainly.
    private func fullShare(_ points: [PlanePoint], along line: [PlanePoint]) -> Double {
        let reach = Int((RouteTolerances.searchReach / RouteTolerances.trackSpacing).rounded(.up))
        var cursor = 0, hits = 0
        for point in points {
            let last = min(line.count - 2, cursor + reach)
            for index in cursor...last
            where point.distance(toSegmentFrom: line[index], to: line[index + 1]).distance <= RouteTolerances.trackRadius {
                hits += 1
                cursor = index
                break
            }
        }
        return Double(hits) / Double(points.count)
    }

    /// A wandering line of `count` points 25 m apart, from a seeded walk.
    private func walk(_ random: inout SplitMix64, count: Int) -> [PlanePoint] {
        var heading = Double(random.below(360)) * .pi / 180
        var point = PlanePoint(x: 0, y: 0)
        var line = [point]
        for _ in 1..<count {
            heading += Double(random.below(41) - 20) * .pi / 180
            point = PlanePoint(x: point.x + 25 * cos(heading), y: point.y + 25 * sin(heading))
            line.append(point)
        }
        return line
    }

    func testTheVerdictIsTheFullCountsOnSeededTracksThatCoverMissAndSitAtTheEdge() {
        let seed: UInt64 = 0x5EED_C0DE
        var random = SplitMix64(state: seed)
        var verdicts = [true: 0, false: 0]
        for trial in 0..<400 {
            let line = walk(&random, count: 40 + random.below(200))
            // The same line moved off it by 0-90 m over a stretch of 0-30 % of its points:
            // shares either side of 0.9, and at it.
            let offset = Double(random.below(91))
            let stretch = random.below(line.count * 3 / 10 + 1)
            let from = random.below(line.count - stretch + 1)
            let points = line.enumerated().map { index, point in
                (from..<(from + stretch)).contains(index) ? PlanePoint(x: point.x, y: point.y + offset) : point
            }
            let expected = fullShare(points, along: line) >= RouteTolerances.coverage
            XCTAssertEqual(
                RouteComparison.covers(points, along: line), expected,
                "seed \(seed), trial \(trial): \(line.count) points, \(stretch) of them \(offset) m off")
            verdicts[expected, default: 0] += 1
        }
        // Both verdicts were asked for, many times each: the test saw covering and missing tracks.
        XCTAssertGreaterThan(verdicts[true] ?? 0, 30, "seed \(seed)")
        XCTAssertGreaterThan(verdicts[false] ?? 0, 30, "seed \(seed)")
    }

    func testAShareOfExactlyTheCoverageCoversAndOnePointLessDoesNot() {
        // 20 points on a straight line; 2 of them 100 m off: 18 / 20 = 0.9 covers, 3 off does not.
        let line = (0..<20).map { PlanePoint(x: Double($0) * 25, y: 0) }
        func moved(_ count: Int) -> [PlanePoint] {
            line.enumerated().map { index, point in index < count ? PlanePoint(x: point.x, y: 100) : point }
        }
        XCTAssertTrue(RouteComparison.covers(moved(2), along: line))
        XCTAssertFalse(RouteComparison.covers(moved(3), along: line))
        XCTAssertFalse(RouteComparison.covers([], along: line))
        XCTAssertFalse(RouteComparison.covers(line, along: [line[0]]))
    }
}
