import Foundation
import XCTest

@testable import LogbookAnalysis

/// The best-effort finder's window holds a bounded number of samples whatever the run: a
/// slow 20 Hz recording keeps hundreds of thousands of samples within a marathon of the
/// newest one, and one that never covers the distance keeps them all.
final class EffortWindowTests: XCTestCase {
    /// A 20 Hz walk at 1.2 m/s with a ripple of speed, `count` samples, one segment.
    private func walk(_ count: Int, pauseEvery: Int = 0) -> [(offsetMs: Int64, distanceDm: Int64?, segment: Int64)] {
        var distance = 0.0
        var result: [(offsetMs: Int64, distanceDm: Int64?, segment: Int64)] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            distance += 0.06 * (1 + 0.5 * sin(Double(index) / 700))
            let segment = pauseEvery > 0 ? Int64(index / pauseEvery) : 0
            result.append((Int64(index) * 50, Int64((distance * 10).rounded()), segment))
        }
        return result
    }

    private func efforts(
        _ samples: [(offsetMs: Int64, distanceDm: Int64?, segment: Int64)], distances: [Double], window: EffortWindow
    ) -> (efforts: [BestEffort], window: EffortWindow) {
        var finder = BestEffortFinder(distances: distances, window: window)
        for sample in samples { finder.add(offsetMs: sample.offsetMs, distanceDm: sample.distanceDm, segment: sample.segment) }
        XCTAssertNil(finder.failure)
        return (finder.efforts, window)
    }

    /// With a window of 256 points in memory, the efforts over a 60,000-sample walk are
    /// exactly those of a window that holds everything, while at most 256 points plus one
    /// 32-point chunk per distance were ever held, and most of the walk went to the file.
    func testASmallWindowFindsExactlyWhatAnUnboundedOneFinds() {
        let samples = walk(60_000)
        let distances = [400.0, 1000, 1609.344, 3000]
        let unbounded = efforts(samples, distances: distances, window: EffortWindow(readers: 4, memoryLimit: .max))
        let small = efforts(samples, distances: distances, window: EffortWindow(readers: 4, memoryLimit: 256, chunkSize: 32))
        XCTAssertEqual(small.efforts.count, 4)
        XCTAssertEqual(small.efforts, unbounded.efforts)
        XCTAssertEqual(unbounded.window.spilledCount, 0)
        XCTAssertGreaterThan(small.window.spilledCount, 40_000)
        XCTAssertLessThanOrEqual(small.window.peakHeld, 256 + 4 * 32)
        // The 3 km took 2,500 s at the walk's mean speed of 1.2 m/s.
        XCTAssertEqual(small.efforts[3].time, 3000 / 1.2, accuracy: 250)
    }

    /// Pauses empty the window (and its file): segments of 5,000 samples never spill.
    func testAPauseForgetsTheWindow() {
        let samples = walk(60_000, pauseEvery: 5_000)
        let window = EffortWindow(readers: 2, memoryLimit: 8_192, chunkSize: 64)
        let found = efforts(samples, distances: [200, 42_195], window: window)
        XCTAssertEqual(found.efforts.map(\.distance), [200])  // each segment covers about 300 m: no marathon
        XCTAssertEqual(window.spilledCount, 0)
        XCTAssertLessThanOrEqual(window.peakHeld, 5_000)
    }

    /// The finder as an import and a rebuild make it: a 20 Hz walk of 200,000 samples
    /// (2.8 hours, 12 km: no half marathon is ever covered) keeps at most the default 32,768
    /// points in memory plus a chunk per distance, not the whole walk.
    func testTheDefaultFinderHoldsABoundedWindow() {
        var finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        for sample in walk(200_000) { finder.add(offsetMs: sample.offsetMs, distanceDm: sample.distanceDm, segment: sample.segment) }
        XCTAssertEqual(finder.efforts.map(\.distance), [400, 1000, RecordDistance.mileMetres, 5000, 10_000])
        XCTAssertLessThanOrEqual(finder.window.peakHeld, EffortWindow.defaultMemoryLimit + 7 * 4_096)
        XCTAssertGreaterThan(finder.window.spilledCount, 150_000)
    }
}
