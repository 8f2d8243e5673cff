import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// A FIT whose clock jumps 20 days inside its session keeps the larger part's points, and
/// then its distance and time both describe that part: never the session's distance of both
/// parts beside the time of one.
final class ClockJumpTotalsTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0

    /// A run (sport 1): 601 records at 3 m/s (0 to 1,800 m of record distance), then the clock
    /// 20 days on and 1,201 more records at 3 m/s (1,800 to 5,400 m). The session states
    /// 5,400 m and a timer and elapsed time of 1,801 s: both parts.
    private func jumped() -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        let jump = UInt64(20 * 86_400)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)])
        for second in 0...600 { e.message(local: 1, [t0 + UInt64(second), UInt64(second * 300)]) }
        for second in 601...1801 { e.message(local: 1, [t0 + jump + UInt64(second), UInt64(second * 300)]) }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0 + jump + 1801, t0, 1, 1_801_000, 1_801_000, 540_000])
        return e.file()
    }

    func testTheKeptPartsDistanceAndTimeDescribeTheSameStretch() throws {
        let activity = try FITReader.read(bytes: jumped(), file: "edge.fit")[0]
        let built = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard))
        let run = built.run
        XCTAssertTrue(built.warnings.contains("skipped 601 points dated more than 7 days away from the rest of the track"), "\(built.warnings)")
        XCTAssertTrue(built.warnings.contains { $0.hasPrefix("the file's distance and timer include the points skipped") })
        // The later part: 1,201 records, 1,200 s, 3,600 m of its own record distance.
        XCTAssertEqual(run.elapsed, 1200)
        XCTAssertEqual(try XCTUnwrap(run.distance), 3600, accuracy: 0.01)
        XCTAssertEqual(run.moving, 1200)
        XCTAssertEqual(run.distanceSource, .device)
        // 1,200 s over 3.6 km: 5:33/km, the part's own pace (not 3:42 from 5.4 km).
        XCTAssertEqual(try XCTUnwrap(run.pace.secondsPerKm), 333.33, accuracy: 0.01)
        // What the device stated is still kept beside.
        XCTAssertEqual(run.device.distance, 5400)
        XCTAssertEqual(run.device.timer, 1801)
        // A rebuild from the stored samples sets the totals aside again, and walks the records.
        let source = StoredRunSource.of(run, samples: [])
        XCTAssertNil(source.summary.distance)
        XCTAssertNil(source.summary.moving)
        XCTAssertTrue(source.deviceDistance)
    }

    func testTotalsStandWhenNoPointWasSkipped() {
        let summary = ActivitySummary(distance: 5400, elapsed: 1801, moving: 1801)
        XCTAssertEqual(ClockJumpTotals.describingKept(summary, skippedByClockJump: 0), summary)
        XCTAssertNil(ClockJumpTotals.warning(summary, skippedByClockJump: 0))
        let kept = ClockJumpTotals.describingKept(summary, skippedByClockJump: 1)
        XCTAssertNil(kept.distance)
        XCTAssertNil(kept.moving)
        XCTAssertNil(kept.elapsed)
    }
}
