import Foundation
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// Clock glitches are judged by jumps in time, so a recording of many days (an expedition,
/// a multi-day ultra) keeps every point while a date years off is still skipped.
final class ClockGlitchTests: RunBuilderTestCase {
    /// A point every `step` seconds for `seconds`, walking north at 1 m/s.
    private func walk(seconds: Int, step: Int) -> [TrackPoint] {
        stride(from: 0, through: seconds, by: step).map { second in north(Double(second), Double(second)) }
    }

    private func build(_ points: [TrackPoint]) throws -> BuiltRun {
        try build(ParsedActivity(format: "gpx", rawSport: "hiking", segments: [points]))
    }

    func testARecordingOfNineteenDaysKeepsEveryPoint() throws {
        // 19.6 days, a point a minute: the median rule kept only the 14 days around the middle (71 %).
        let seconds = 1_693_440
        let built = try build(walk(seconds: seconds, step: 60))
        XCTAssertEqual(built.samples.count, seconds / 60 + 1)
        XCTAssertEqual(built.warnings, [])
        XCTAssertEqual(built.run.elapsed, Double(seconds))
        XCTAssertEqual(try XCTUnwrap(built.run.distance), Double(seconds), accuracy: 1)
    }

    func testAGlitchInsideALongRecordingIsStillSkipped() throws {
        let rollover = 1024 * 7 * 86_400.0
        for index in [0, 14_000, 28_224] {
            var points = walk(seconds: 1_693_440, step: 60)
            points[index].timestamp += index == 0 ? -rollover : rollover
            let built = try build(points)
            XCTAssertEqual(built.samples.count, 28_224, "index \(index)")
            // 19.6 years back is a jump away from the track; 19.6 years on is also after tomorrow.
            let reason = index == 0 ? "dated more than 7 days away from the rest of the track" : "dated in the future (after tomorrow)"
            XCTAssertEqual(built.warnings, ["skipped 1 point \(reason)"], "index \(index)")
            XCTAssertEqual(built.run.elapsed, index == 14_000 ? 1_693_440 : 1_693_380, "index \(index)")
        }
    }

    func testTenGlitchedPointsAtTheStartGoTogether() throws {
        // A clock that starts near 1970 and syncs after ten points.
        var points = walk(seconds: 3600, step: 1)
        for index in 0..<10 { points[index].timestamp -= t0 - 100 }
        let built = try build(points)
        XCTAssertEqual(built.samples.count, 3591)
        XCTAssertEqual(built.warnings, ["skipped 10 points dated more than 7 days away from the rest of the track"])
        XCTAssertEqual(built.run.elapsed, 3590)
    }

    func testClustersKeepTheLargestAndWhatTouchesIt() {
        var clusters = TimeClusters()
        // 5 points, a jump of 20 years and back, 3 points: the two sides are one recording.
        for time in [0.0, 10, 20, 30, 40, 6e8, 50, 60, 70] { clusters.add(time) }
        XCTAssertEqual(clusters.clusters.map(\.count), [5, 1, 3])
        XCTAssertEqual(clusters.selection, [0, 2])
        // A year and a half of points a day apart cannot be judged by clusters.
        var long = TimeClusters()
        for day in 0..<550 { long.add(Double(day) * 86_400) }
        XCTAssertEqual(long.clusters.count, 1)
        XCTAssertNil(long.selection)
    }
}
