import LogbookAnalysis
import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// A run page's route and profile read in windows: the same as read whole on a run of
/// normal length, bounded (and still the run's shape) on a generated long one.
final class RouteStreamTests: XCTestCase {
    /// A run of `count` samples a second apart from seed `seed`: a wiggly line east from
    /// Zurich at about 3 m/s with heart rate and elevation, a new recording segment every
    /// `segmentEvery` samples, and (when `gaps`) runs of samples without a fix or at 0,0.
    private func run(_ count: Int, seed: UInt64, segmentEvery: Int = 1_000_000, gaps: Bool = false) -> [Sample] {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<count).map { i in
            let x = Double(i) * 3
            let lat = 47.37 + 30 * sin(x / 200) / 111_195 + next() * 2e-5, lon = 8.54 + x / 75_000
            let roll = next()
            let point = !gaps || roll > 0.03
                ? TrackPoint(lat: lat, lon: lon, ele: 400 + 10 * sin(x / 900), hr: Float(140 + i % 30))
                : roll > 0.015 ? TrackPoint(hr: 150) : TrackPoint(lat: 0, lon: 0)
            return Sample(offset: Double(i), point: point, distance: x, segment: Int32(i / segmentEvery))
        }
    }

    /// `samples` handed over as `forEachSampleWindow` would, `size` at a time.
    private func windows(_ samples: [Sample], size: Int) -> (([Sample]) throws -> Void) throws -> Void {
        { body in
            for start in stride(from: 0, to: samples.count, by: size) {
                try body(Array(samples[start..<min(start + size, samples.count)]))
            }
        }
    }

    func testAStreamedRouteOfNormalLengthIsTheWholeReading() throws {
        for seed: UInt64 in [1, 7, 42, 2026] {
            let samples = run(20_000, seed: seed, segmentEvery: 3_001, gaps: true)
            let home = PrivacyZone(latitude: 47.37, longitude: 8.54 + 9_000 / 75_000, radius: 400)
            for zones in [[], [home]] {
                let whole = WholeRouteReading.cut(WholeRouteReading.lines(samples), zones: zones)
                for size in [1, 777, 65_536] {
                    let (route, profile) = try ReportReader.route(zones: zones, windows: windows(samples, size: size))
                    XCTAssertEqual(route.lines, whole.lines, "seed \(seed), window \(size), zones \(zones.count)")
                    XCTAssertEqual(route.removed, whole.removed, "seed \(seed)")
                    XCTAssertEqual(route.hasPositions, !WholeRouteReading.lines(samples).isEmpty, "seed \(seed)")
                    XCTAssertEqual(route.stride, 1)
                    XCTAssertEqual(profile, RunProfile.profile(samples), "seed \(seed), window \(size)")
                }
                if !zones.isEmpty { XCTAssertGreaterThan(whole.removed, 200, "seed \(seed): the zone cuts the route") }
            }
        }
    }

    func testALineOfOnePointIsDroppedAndCountsNothing() throws {
        let home = PrivacyZone(latitude: 47.37, longitude: 8.54, radius: 50)
        // One point in its own segment inside the zone, then two outside it.
        let samples = [
            Sample(offset: 0, point: TrackPoint(lat: 47.37, lon: 8.54), distance: 0, segment: 0),
            Sample(offset: 1, point: TrackPoint(lat: 47.38, lon: 8.54), distance: 1, segment: 1),
            Sample(offset: 2, point: TrackPoint(lat: 47.38, lon: 8.55), distance: 2, segment: 1),
        ]
        var stream = RouteStream(zones: [home])
        stream.add(samples)
        XCTAssertEqual(stream.removed, 0)
        XCTAssertEqual(stream.lines.map(\.count), [2])
        XCTAssertTrue(stream.hasPositions)
        var alone = RouteStream(zones: [])
        alone.add(Array(samples.prefix(1)))
        XCTAssertFalse(alone.hasPositions)
        XCTAssertEqual(alone.lines, [])
    }

    func testThinningKeepsEachLinesEndsAndAnEvenShare() {
        let samples = run(10_000, seed: 9, segmentEvery: 2_500)
        var stream = RouteStream(zones: [], limit: 1_000)
        for start in stride(from: 0, to: samples.count, by: 333) { stream.add(Array(samples[start..<min(start + 333, samples.count)])) }
        let whole = WholeRouteReading.lines(samples)
        let thinned = stream.lines
        XCTAssertEqual(stream.stride, 16, "10,000 points held at most 1,000: every 16th")
        XCTAssertEqual(thinned.count, 4)
        for (line, full) in zip(thinned, whole) {
            XCTAssertEqual(line.first, full.first)
            XCTAssertEqual(line.last, full.last)
            XCTAssertEqual(line.count, 2_500 / 16 + 2, "every 16th of 2,500 with the last")
            // In order, each a point of the run.
            let offsets = line.map(\.offset)
            XCTAssertEqual(offsets, offsets.sorted())
            XCTAssertTrue(line.allSatisfy { full[Int($0.offset) % 2_500] == $0 })
        }
    }

    func testAPageOfAGeneratedLongRunIsBoundedAndKeepsItsShape() throws {
        // 150,000 samples (42 hours at 1 s, 450 km): three windows, thinned once.
        let seed: UInt64 = 54
        let samples = run(150_000, seed: seed)
        let (route, profile) = try ReportReader.route(zones: [], windows: windows(samples, size: 65_536))
        XCTAssertEqual(profile, RunProfile.profile(samples), "seed \(seed): the profile is exact")
        XCTAssertEqual(profile.count, RunProfile.defaultStretches)
        XCTAssertEqual(route.stride, 2)
        let lines = route.lines
        XCTAssertLessThanOrEqual(lines.joined().count, RouteStream.heldPoints + 2)
        XCTAssertEqual(lines.first?.first, WholeRouteReading.lines(samples).first?.first)
        XCTAssertEqual(lines.last?.last, WholeRouteReading.lines(samples).last?.last)
        let drawn = RouteShape.simplify(lines, tolerance: ReportReader.routeTolerance, maxPoints: ReportReader.routePoints)
        let whole = RouteShape.simplify(WholeRouteReading.lines(samples), tolerance: ReportReader.routeTolerance, maxPoints: ReportReader.routePoints)
        XCTAssertLessThanOrEqual(drawn.joined().count, ReportReader.routePoints)
        XCTAssertEqual(drawn.joined().count, whole.joined().count, accuracy: 40, "seed \(seed)")
        XCTAssertEqual(drawn.first?.first, whole.first?.first)
        XCTAssertEqual(drawn.last?.last, whole.last?.last)
    }
}
