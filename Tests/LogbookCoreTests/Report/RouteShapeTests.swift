import LogbookAnalysis
import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// Douglas-Peucker keeps the ends, keeps every dropped point within the tolerance, and caps
/// the points; privacy zones cut every point within their radius.
final class RouteShapeTests: XCTestCase {
    /// A wiggly line of `count` points: a sine wave of 30 m amplitude along 5 km, with noise.
    private func wiggle(_ count: Int) -> [PlanePoint] {
        var seed: UInt64 = 42
        func noise() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53) - 0.5
        }
        return (0..<count).map { i in
            let x = Double(i) * 5000 / Double(count - 1)
            return PlanePoint(x: x, y: 30 * sin(x / 200) + noise() * 2)
        }
    }

    /// The largest distance of a point of `points` from the polyline through `kept`.
    private func largestError(_ points: [PlanePoint], kept: [Int]) -> Double {
        var worst = 0.0
        for (a, b) in zip(kept, kept.dropFirst()) {
            for index in a...b { worst = max(worst, points[index].distance(toSegmentFrom: points[a], to: points[b]).distance) }
        }
        return worst
    }

    func testKeepsStartAndEndAndBoundsTheError() {
        let points = wiggle(5000)
        for tolerance in [0.5, 1.0, 5.0, 20.0] {
            let kept = DouglasPeucker.keptIndices(points, tolerance: tolerance)
            XCTAssertEqual(kept.first, 0)
            XCTAssertEqual(kept.last, points.count - 1)
            XCTAssertEqual(kept, kept.sorted())
            XCTAssertLessThanOrEqual(largestError(points, kept: kept), tolerance, "tolerance \(tolerance)")
            XCTAssertLessThan(kept.count, points.count)
        }
        // A straight line is its two ends.
        let line = (0..<100).map { PlanePoint(x: Double($0), y: 2 * Double($0)) }
        XCTAssertEqual(DouglasPeucker.keptIndices(line, tolerance: 0.01), [0, 99])
        XCTAssertEqual(DouglasPeucker.keptIndices([PlanePoint(x: 1, y: 1)], tolerance: 1), [0])
        XCTAssertEqual(DouglasPeucker.keptIndices([], tolerance: 1), [])
    }

    func testCapsThePointsByRaisingTheTolerance() {
        let points = wiggle(20000)
        let uncapped = DouglasPeucker.keptIndices(points, tolerance: 0.5)
        XCTAssertGreaterThan(uncapped.count, 400)
        let (capped, tolerance) = DouglasPeucker.keptIndices([points, points], tolerance: 0.5, maxPoints: 400)
        XCTAssertLessThanOrEqual(capped[0].count + capped[1].count, 400)
        XCTAssertGreaterThan(tolerance, 0.5)
        for line in capped {
            XCTAssertEqual(line.first, 0)
            XCTAssertEqual(line.last, points.count - 1)
            XCTAssertLessThanOrEqual(largestError(points, kept: line), tolerance)
        }
    }

    func testSignificancesKeepWhatEachToleranceKeeps() {
        let points = wiggle(5000)
        let significance = DouglasPeucker.significances(points, above: 0.5)
        var tolerance = 0.5
        for _ in 0..<12 {
            let kept = significance.indices.filter { significance[$0] > tolerance }
            XCTAssertEqual(kept, DouglasPeucker.keptIndices(points, tolerance: tolerance), "tolerance \(tolerance)")
            tolerance *= 2
        }
        // The capped pair is what doubling the tolerance and simplifying again gives.
        let (capped, found) = DouglasPeucker.keptIndices([points, Array(points.prefix(900))], tolerance: 0.5, maxPoints: 300)
        XCTAssertEqual(capped, [DouglasPeucker.keptIndices(points, tolerance: found), DouglasPeucker.keptIndices(Array(points.prefix(900)), tolerance: found)])
        XCTAssertLessThanOrEqual(capped[0].count + capped[1].count, 300)
        XCTAssertGreaterThan(DouglasPeucker.keptIndices(points, tolerance: found / 2).count + DouglasPeucker.keptIndices(Array(points.prefix(900)), tolerance: found / 2).count, 300)
    }

    func testRouteShapeSimplifiesRealCoordinatesWithinAMetre() throws {
        // 3,600 points along a street in Zurich, every metre, with a 20 m bump in the middle.
        let route = (0..<3600).map { i -> RoutePoint in
            let bump = (1700..<1900).contains(i) ? 20.0 * sin(Double(i - 1700) / 200 * .pi) : 0
            return RoutePoint(latitude: 47.37 + bump / 111_195, longitude: 8.54 + Double(i) / 75_000)
        }
        let simple = RouteShape.simplify([route], tolerance: 1, maxPoints: 400)
        XCTAssertEqual(simple.count, 1)
        let kept = try XCTUnwrap(simple.first)
        XCTAssertEqual(kept.first, route.first)
        XCTAssertEqual(kept.last, route.last)
        XCTAssertLessThan(kept.count, 100)
        XCTAssertGreaterThan(kept.count, 4)
    }

    func testPrivacyCutRemovesEveryPointWithinTheRadius() throws {
        let home = try XCTUnwrap(PrivacyZone.parse("47.3769,8.5417,305"))
        XCTAssertEqual(home, PrivacyZone(latitude: 47.3769, longitude: 8.5417, radius: 305))
        // A line through the zone's centre from 1 km west to 1 km east, a point every 10 m.
        let metresPerDegree = 111_195 * cos(47.3769 * .pi / 180)
        let line = (-100...100).map { RoutePoint(latitude: 47.3769, longitude: 8.5417 + Double($0) * 10 / metresPerDegree) }
        // Through the report's route: the line as one recording's samples.
        func cut(zones: [PrivacyZone]) -> RouteStream {
            var stream = RouteStream(zones: zones)
            stream.add(line.map { Sample(offset: 0, point: TrackPoint(lat: $0.latitude, lon: $0.longitude), distance: .nan, segment: 0) })
            return stream
        }
        let (pieces, removed) = (cut(zones: [home]).lines, cut(zones: [home]).removed)
        let kept = pieces.joined()
        XCTAssertFalse(kept.contains { home.contains(latitude: $0.latitude, longitude: $0.longitude) })
        for point in kept {
            XCTAssertGreaterThan(Geo.distance(lat1: 47.3769, lon1: 8.5417, lat2: point.latitude, lon2: point.longitude), 305)
        }
        // 30 points each side of the centre (the 30th 300 m away) and the centre lie within 305 m.
        XCTAssertEqual(removed, 61)
        XCTAssertEqual(kept.count, 201 - 61)
        // Broken in two: no stroke crosses the zone.
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(cut(zones: []).lines, [line])
    }

    func testPrivacyZoneParsing() {
        XCTAssertNotNil(PrivacyZone.parse(" 40.7, -74.0 , 500"))
        for bad in ["", "1,2", "91,0,100", "0,181,100", "0,0,0", "0,0,-5", "0,0,100001", "nan,0,10", "0,0,inf", "a,b,c", "1,2,3,4"] {
            XCTAssertNil(PrivacyZone.parse(bad), bad)
        }
    }

    func testProfileBinsPaceHeartRateAndElevation() {
        // 2 km at 5:00 /km (3.333 m/s), a sample a second, HR 150, elevation rising 1 m per 100 m.
        let samples = (0...600).map { second -> Sample in
            let distance = Double(second) * 2000 / 600
            return Sample(offset: Double(second), point: TrackPoint(ele: 400 + distance / 100, hr: 150), distance: distance)
        }
        let profile = RunProfile.profile(samples, stretches: 20)
        XCTAssertEqual(profile.count, 20)
        for point in profile.dropFirst() {
            XCTAssertEqual(point.pace ?? 0, 300, accuracy: 0.5)
            XCTAssertEqual(point.heartRate, 150)
        }
        XCTAssertEqual(profile[0].distance, 50, accuracy: 0.001)
        XCTAssertEqual(profile[10].elevation ?? 0, 400 + 1050.0 / 100, accuracy: 0.1)
        XCTAssertEqual(RunProfile.profile([]), [])
        XCTAssertLessThanOrEqual(RunProfile.profile(samples).count, RunProfile.defaultStretches)
    }

    func testHeatmapGroupsRunsByArea() {
        let zurich = HeatRoute(runID: 1, lines: [[RoutePoint(latitude: 47.37, longitude: 8.54), RoutePoint(latitude: 47.38, longitude: 8.55)]])
        let zurich2 = HeatRoute(runID: 3, lines: [[RoutePoint(latitude: 47.40, longitude: 8.50), RoutePoint(latitude: 47.41, longitude: 8.51)]])
        let newYork = HeatRoute(runID: 2, lines: [[RoutePoint(latitude: 40.78, longitude: -73.97), RoutePoint(latitude: 40.79, longitude: -73.96)]])
        let areas = HeatmapArea.group([newYork, zurich, zurich2])
        XCTAssertEqual(areas.map { $0.routes.map(\.runID) }, [[1, 3], [2]])
    }
}

/// A route's steps shaded by pace: fifths of the run's own paces.
final class RoutePaceTests: XCTestCase {
    func testStepsAreShadedByTheFifthOfTheirPace() {
        // Ten steps of 100 m, the n-th taking 20 + n seconds: paces 210 ... 300 s/km.
        var points = [RoutePoint(latitude: 0, longitude: 0, distance: 0, offset: 0)]
        for n in 1...10 {
            let last = points[points.count - 1]
            points.append(RoutePoint(latitude: 0, longitude: Double(n) / 1000, distance: Double(n) * 100, offset: last.offset + Double(20 + n)))
        }
        // A step without distance has no shade.
        points.append(RoutePoint(latitude: 0, longitude: 0.02, distance: nil, offset: 500))
        let shades = RoutePace.shades([points], window: 0)
        XCTAssertEqual(shades, [[0, 0, 1, 1, 2, 2, 3, 3, 4, 4, nil]])
        XCTAssertEqual(RoutePace.shades([[RoutePoint(latitude: 0, longitude: 0), RoutePoint(latitude: 1, longitude: 1)]]), [[nil]])
        XCTAssertEqual(RoutePace.shades([]), [])
    }

    func testTheWindowSmoothsNoiseButKeepsASlowHalfSlow() {
        // 40 steps of 20 m: the first half at 4:00 /km and the second at 6:00 /km, every other
        // step 20 % off either way (GPS noise between drawn points).
        var points = [RoutePoint(latitude: 0, longitude: 0, distance: 0, offset: 0)]
        for n in 1...40 {
            let base = n <= 20 ? 4.8 : 7.2, noise = n % 2 == 0 ? 1.2 : 0.8
            points.append(RoutePoint(latitude: 0, longitude: Double(n) / 5000, distance: Double(n) * 20, offset: points[n - 1].offset + base * noise))
        }
        func changes(_ shades: [Int?]) -> Int { zip(shades, shades.dropFirst()).filter { $0 != $1 }.count }
        let raw = RoutePace.shades([points], window: 0)[0], smooth = RoutePace.shades([points])[0]
        XCTAssertGreaterThan(changes(raw), 20)
        XCTAssertLessThan(changes(smooth), changes(raw))
        XCTAssertTrue(smooth.prefix(10).allSatisfy { ($0 ?? 9) <= 1 }, "\(smooth)")
        XCTAssertTrue(smooth.suffix(10).allSatisfy { ($0 ?? 0) >= 3 }, "\(smooth)")
    }
}
