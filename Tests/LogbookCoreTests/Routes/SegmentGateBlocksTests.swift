import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis

/// `SegmentMatcher.passes(in:blocks:)` passes over the blocks of a run (`PositionBlocks`)
/// that lie away from a segment's start gate, and following a pass measures only the
/// segments of the line that may be nearest: the passes must be those every sample and every
/// segment give, at the gate's edge (a run crossing it 24 m and 26 m from its centre) and on
/// seeded runs.
final class SegmentGateBlocksTests: XCTestCase {
    /// The plane the tests lay their segments and runs out on.
    private let plane = LocalPlane(origin: CoursePoint(lat: 47.3, lon: 8.5))

    /// A segment 300 m straight east from the plane's origin.
    private var eastward: SegmentMatcher? {
        SegmentMatcher(line: RouteTrack(positions: [plane.position(of: PlanePoint(x: 0, y: 0)), plane.position(of: PlanePoint(x: 300, y: 0))],
                                        spacing: RouteTolerances.segmentSpacing))
    }

    /// A run eastwards `north` metres north of the segment, from 200 m before its start to
    /// 200 m past its end, 3 m a second.
    private func parallelRun(north: Double) -> [TimedPosition] {
        (0...233).map { step in
            let point = plane.position(of: PlanePoint(x: -200 + 3 * Double(step), y: north))
            return TimedPosition(offset: Double(step), point: point, distance: 3 * Double(step))
        }
    }

    func testARunCrossingTheGate24MetresFromItsCentrePassesAnd26MetresDoesNotBothWays() throws {
        let matcher = try XCTUnwrap(eastward)
        let near = parallelRun(north: 24)
        let passes = matcher.passes(in: near, blocks: PositionBlocks(near))
        XCTAssertEqual(passes, matcher.passesLookingEverywhere(in: near))
        let pass = try XCTUnwrap(passes.first)
        XCTAssertEqual(passes.count, 1)
        // The gate at x = 0 is crossed 2/3 of the way from step 66 (x = -2) to 67 (x = 1),
        // the end gate 300 m (100 s) later.
        XCTAssertEqual(pass.startOffset, 66.667, accuracy: 0.01)
        XCTAssertEqual(pass.elapsed, 100, accuracy: 0.1)
        let far = parallelRun(north: 26)
        XCTAssertEqual(matcher.passes(in: far, blocks: PositionBlocks(far)), [])
        XCTAssertEqual(matcher.passesLookingEverywhere(in: far), [])
    }

    func testABoxIsPassedOverOnlyMoreThanAGateRadiusAndAMetreFromTheGate() throws {
        let matcher = try XCTUnwrap(eastward)
        func box(northOf north: Double, east: ClosedRange<Double> = -100...100) -> PositionBlocks.Box {
            let southWest = plane.position(of: PlanePoint(x: east.lowerBound, y: north))
            let northEast = plane.position(of: PlanePoint(x: east.upperBound, y: north + 50))
            return PositionBlocks.Box(south: southWest.lat, north: northEast.lat, west: southWest.lon, east: northEast.lon, isBounded: true)
        }
        XCTAssertTrue(matcher.mayCrossStartGate(box(northOf: 24)))
        XCTAssertTrue(matcher.mayCrossStartGate(box(northOf: 25.9)))
        XCTAssertFalse(matcher.mayCrossStartGate(box(northOf: 26.1)))
        XCTAssertFalse(matcher.mayCrossStartGate(box(northOf: -80)))
        XCTAssertTrue(matcher.mayCrossStartGate(box(northOf: -75)))
        // East-west: a box ending 25.9 m before the gate may reach it, one ending 26.1 m before may not.
        XCTAssertTrue(matcher.mayCrossStartGate(box(northOf: -10, east: -200 ... -25.9)))
        XCTAssertFalse(matcher.mayCrossStartGate(box(northOf: -10, east: -200 ... -26.1)))
        var unbounded = box(northOf: 500)
        unbounded.isBounded = false
        XCTAssertTrue(matcher.mayCrossStartGate(unbounded))
    }

    func testTheBlocksSpanEachStepIntoTheNextBlockAndANonFinitePositionIsUnbounded() {
        func run(_ count: Int) -> [TimedPosition] {
            (0..<count).map { TimedPosition(offset: Double($0), point: CoursePoint(lat: 47 + Double($0) / 1e4, lon: 8 - Double($0) / 1e4), distance: 0) }
        }
        XCTAssertEqual(PositionBlocks(run(0)).boxes.count, 0)
        XCTAssertEqual(PositionBlocks(run(1)).boxes.count, 0)
        XCTAssertEqual(PositionBlocks(run(33)).boxes.count, 1)
        let blocks = PositionBlocks(run(34))
        XCTAssertEqual(blocks.count, 34)
        XCTAssertEqual(blocks.boxes.count, 2)
        // The first block holds samples 0...32 (its last step ends at the second block's first sample).
        XCTAssertEqual(blocks.boxes[0].south, 47, accuracy: 1e-12)
        XCTAssertEqual(blocks.boxes[0].north, 47.0032, accuracy: 1e-12)
        XCTAssertEqual(blocks.boxes[0].west, 7.9968, accuracy: 1e-12)
        XCTAssertEqual(blocks.boxes[0].east, 8, accuracy: 1e-12)
        XCTAssertEqual(blocks.boxes[1].south, 47.0032, accuracy: 1e-12)
        XCTAssertEqual(blocks.boxes[1].north, 47.0033, accuracy: 1e-12)
        XCTAssertTrue(blocks.boxes.allSatisfy(\.isBounded))
        var broken = run(70)
        broken[40].point.lon = .nan
        XCTAssertEqual(PositionBlocks(broken).boxes.map(\.isBounded), [true, false, true])
    }

    func testSeededRunsHaveTheSamePassesOverBlocksAsOverEverySample() throws {
        let seed: UInt64 = 0x6A7E_B10C
        var random = SplitMix64(state: seed)
        var passesSeen = 0, runsWithout = 0
        for trial in 0..<300 {
            // A wandering segment line 200-500 m long, 10 m steps, turning up to 15 degrees a
            // step, or up to 40 (lines that bend back near themselves).
            let turn = trial % 2 == 0 ? 15 : 40
            var heading = Double(random.below(360)) * .pi / 180
            var point = PlanePoint(x: 0, y: 0)
            var line = [point]
            for _ in 0..<(20 + random.below(31)) {
                heading += Double(random.below(2 * turn + 1) - turn) * .pi / 180
                point = PlanePoint(x: point.x + 10 * cos(heading), y: point.y + 10 * sin(heading))
                line.append(point)
            }
            guard let matcher = SegmentMatcher(line: RouteTrack(positions: line.map(plane.position), spacing: RouteTolerances.segmentSpacing))
            else { continue }
            // A run from somewhere within 400 m: along the line (noise of up to 30 m) one to
            // three times with wandering in between, or wandering only; 2-4 m steps.
            var samples: [TimedPosition] = []
            var here = PlanePoint(x: Double(random.below(801)) - 400, y: Double(random.below(801)) - 400)
            func walk(to target: PlanePoint, noise: Int) {
                while here.distance(to: target) > 4 {
                    let step = 2 + Double(random.below(3))
                    let fraction = step / here.distance(to: target)
                    here = here.interpolated(to: target, fraction: fraction)
                    let jitter = PlanePoint(x: Double(random.below(2 * noise + 1) - noise), y: Double(random.below(2 * noise + 1) - noise))
                    samples.append(TimedPosition(
                        offset: Double(samples.count), point: plane.position(of: PlanePoint(x: here.x + jitter.x, y: here.y + jitter.y)), distance: 0))
                }
            }
            let laps = random.below(4)
            for _ in 0..<laps {
                walk(to: PlanePoint(x: Double(random.below(401)) - 200, y: Double(random.below(401)) - 200), noise: 5)
                for target in line { walk(to: target, noise: random.below(31)) }
            }
            walk(to: PlanePoint(x: Double(random.below(801)) - 400, y: Double(random.below(801)) - 400), noise: 5)
            let expected = matcher.passesLookingEverywhere(in: samples)
            XCTAssertEqual(matcher.passes(in: samples, blocks: PositionBlocks(samples)), expected,
                           "seed \(seed), trial \(trial): \(samples.count) samples, \(laps) laps")
            XCTAssertEqual(matcher.passes(in: samples), expected, "seed \(seed), trial \(trial): \(samples.count) samples, \(laps) laps")
            passesSeen += expected.count
            if expected.isEmpty { runsWithout += 1 }
        }
        // Runs with passes and without were both compared, many of each.
        XCTAssertGreaterThan(passesSeen, 50, "seed \(seed)")
        XCTAssertGreaterThan(runsWithout, 50, "seed \(seed)")
    }
}
