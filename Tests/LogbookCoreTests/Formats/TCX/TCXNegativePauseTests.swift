import Foundation
import LogbookTestSupport
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A TCX whose time steps backwards in the middle (a negative pause) keeps both parts, the
/// later one a new segment moved to follow the earlier, with a warning naming the point;
/// one point out of order is still skipped.
final class TCXNegativePauseTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_714_629_600.0  // 2024-05-02T06:00:00Z

    /// A ride due east along 46 N at 8 m/s, a point every 2 s, one trackpoint per line (the
    /// first on line 6): `times` are the seconds each point is dated by, `seconds` where it
    /// really is along the ride. One lap states the whole: `lapTime` s and `lapDistance` m.
    private func tcx(_ points: [(time: Double, second: Double)], lapTime: Double, lapDistance: Double) -> String {
        let formatter = ISO8601DateFormatter()
        let lines = points.map { point in
            let lon = 7 + 8 * point.second / (111_195 * cos(46 * Double.pi / 180))
            return "<Trackpoint><Time>\(formatter.string(from: Date(timeIntervalSince1970: start + point.time)))</Time>"
                + "<Position><LatitudeDegrees>46</LatitudeDegrees><LongitudeDegrees>\(String(format: "%.8f", lon))"
                + "</LongitudeDegrees></Position></Trackpoint>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
            <Activities><Activity Sport="Biking"><Id>2024-05-02T06:00:00Z</Id>
            <Lap StartTime="2024-05-02T06:00:00Z"><TotalTimeSeconds>\(lapTime)</TotalTimeSeconds><DistanceMeters>\(lapDistance)</DistanceMeters>
            <Track>
            \(lines.joined(separator: "\n"))
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
    }

    /// 600 s of riding (4.8 km), the watch paused and its clock set back two hours, then
    /// 3000 s more (24 km) dated from 04:10 on: the later part is dated before the earlier.
    private var steppedBack: [(time: Double, second: Double)] {
        stride(from: 0.0, through: 600, by: 2).map { ($0, $0) }
            + stride(from: 602.0, through: 3600, by: 2).map { ($0 - 7200, $0) }
    }

    private func read(_ text: String) throws -> ParsedActivity {
        try XMLActivityReader.tcx.read(ImportInput(data: Data(text.utf8), displayName: "ride.tcx"))[0]
    }

    func testBothPartsOfANegativePauseAreKeptTheLaterOneANewSegment() throws {
        let activity = try read(tcx(steppedBack, lapTime: 3600, lapDistance: 28_800))
        XCTAssertEqual(activity.segments.map(\.count), [301, 1500])
        // The later part follows the earlier: its first point at the earlier's last second.
        let later = try XCTUnwrap(activity.segments.last)
        XCTAssertEqual(later.first?.timestamp, start + 600)
        XCTAssertEqual(later.last?.timestamp, start + 3598)
        // The point after 06:10:00 is line 6 + 301 and is dated 04:10:02.
        XCTAssertEqual(
            activity.warnings,
            ["the time steps back 1:59:58 at line 307 (2024-05-02T04:10:02Z after 2024-05-02T06:10:00Z): "
                + "the points from there on are kept as a new segment, moved to follow the ones before"])

        let run = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard)).run
        XCTAssertEqual(try XCTUnwrap(run.gpsDistance), 28_784, accuracy: 28_784 * 0.001, "both parts, not the 4.8 km before the step")
        XCTAssertEqual(run.distance, 28_800)
        XCTAssertEqual(run.elapsed, 3598)
        // The pause between the parts counts nothing: 600 s + 2998 s of riding.
        XCTAssertEqual(try XCTUnwrap(run.gpsMoving), 3598, accuracy: 1)
        XCTAssertEqual(run.moving, 3600, "the lap's timer")
    }

    func testWithoutTheRuleTheRunWouldEndAtTheStep() throws {
        // The same points dated as read, in one segment, are what the builder got before:
        // every point after the step is earlier than the last one kept, and is skipped.
        var asRead = try read(tcx(steppedBack, lapTime: 3600, lapDistance: 28_800))
        asRead.segments = [steppedBack.map { point in
            var moved = TrackPoint()
            moved.timestamp = start + point.time
            moved.lat = 46
            moved.lon = 7 + 8 * point.second / (111_195 * cos(46 * Double.pi / 180))
            return moved
        }]
        let run = try XCTUnwrap(RunBuilder.build(asRead, zone: utc, thresholds: .standard)).run
        XCTAssertEqual(try XCTUnwrap(run.gpsDistance), 4800, accuracy: 5)
    }

    func testOnePointOutOfOrderIsStillSkipped() throws {
        // The 11th point is dated 30 s early; the next is in order again.
        var points = stride(from: 0.0, through: 100, by: 2).map { (time: $0, second: $0) }
        points[10].time -= 30
        let activity = try read(tcx(points, lapTime: 100, lapDistance: 800))
        XCTAssertEqual(activity.segments.map(\.count), [51])
        XCTAssertEqual(activity.warnings, [])
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        XCTAssertEqual(built.warnings, ["skipped 1 point earlier than the point before"])
        XCTAssertEqual(built.run.elapsed, 100)
        // A last point out of order is kept as read, and skipped too.
        var last = stride(from: 0.0, through: 100, by: 2).map { (time: $0, second: $0) }
        last[50].time = 40
        let ending = try read(tcx(last, lapTime: 100, lapDistance: 800))
        XCTAssertEqual(ending.segments.map(\.count), [51])
        XCTAssertEqual(ending.warnings, [])
    }

    func testTwoNegativePausesEachStartASegment() throws {
        let points = stride(from: 0.0, through: 100, by: 2).map { (time: $0, second: $0) }
            + stride(from: 102.0, through: 200, by: 2).map { (time: $0 - 600, second: $0) }
            + stride(from: 202.0, through: 300, by: 2).map { (time: $0 - 1200, second: $0) }
        let activity = try read(tcx(points, lapTime: 300, lapDistance: 2400))
        XCTAssertEqual(activity.segments.map(\.count), [51, 50, 50])
        XCTAssertEqual(activity.warnings.count, 2)
        XCTAssertEqual(activity.segments.flatMap { $0 }.map(\.timestamp), activity.segments.flatMap { $0 }.map(\.timestamp).sorted())
        XCTAssertEqual(activity.segments[2].last?.timestamp, start + 296)
    }

    func testTheDecisionIsPure() {
        XCTAssertTrue(TCXNegativePause.confirms(stepped: 100, next: 102, lastKept: 500))
        XCTAssertFalse(TCXNegativePause.confirms(stepped: 100, next: 502, lastKept: 500), "back in order: one point out of it")
        XCTAssertFalse(TCXNegativePause.confirms(stepped: 100, next: 98, lastKept: 500), "earlier still")
        XCTAssertTrue(TCXNegativePause.confirms(stepped: 100, next: 100, lastKept: 500), "a shared second")
        XCTAssertEqual(TCXNegativePause.shift(lastKept: 500, stepped: 100), 400)
    }
}
