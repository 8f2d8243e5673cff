import Foundation
import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats
@testable import LogbookModel

/// A session without a timer (a Bryton ride): its stated `total_moving_time` is its moving
/// time, and its records are inside it although it states no elapsed time and writes its
/// `timestamp` at its start.
final class FITStatedMovingTimeTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0

    /// A ride (sport 2) of 7,201 records a second apart, 4.5 m/s of record distance; its
    /// session's `timestamp` is its `start_time`, it states 32,400 m and a
    /// `total_moving_time` of 7,080 s, and neither an elapsed nor a timer time.
    private func ride() -> [UInt8] {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [F(number: 253, size: 4, type: E.uint32), F(number: 5, size: 4, type: E.uint32)])
        for second in 0...7200 { e.message(local: 1, [t0 + UInt64(second), UInt64(second * 450)]) }
        e.define(local: 2, global: 18, [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32),
            F(number: 5, size: 1, type: E.enumType), F(number: 9, size: 4, type: E.uint32),
            F(number: 59, size: 4, type: E.uint32),
        ])
        e.message(local: 2, [t0, t0, 2, 3_240_000, 7_080_000])
        return e.file()
    }

    func testTheStatedMovingTimeIsTheRidesAndEveryRecordIsKept() throws {
        let activity = try FITReader.read(bytes: ride(), file: "bryton.fit")[0]
        XCTAssertEqual(activity.pointCount, 7201)
        XCTAssertFalse(activity.warnings.contains { $0.contains("outside every session") }, "\(activity.warnings)")
        XCTAssertEqual(activity.summary.moving, 7080)
        let run = try XCTUnwrap(RunBuilder.build(activity, zone: utc, thresholds: .standard)).run
        XCTAssertEqual(run.moving, 7080)
        XCTAssertEqual(run.movingSource, .device)
        XCTAssertEqual(run.elapsed, 7200)
        XCTAssertEqual(try XCTUnwrap(run.distance), 32_400, accuracy: 0.5)
        XCTAssertEqual(run.pace.status, .ok)
    }

    func testOnlyTheElapsedTimeEndsASession() {
        var totals = FITTotals()
        totals.startTime = 100
        totals.timestamp = 100
        XCTAssertEqual(totals.range?.end, .infinity, "no elapsed time: until the next session")
        // A timer or moving time leaves the pauses out: no end.
        totals.movingTime = 50
        totals.timer = 60
        XCTAssertEqual(totals.range?.end, .infinity)
        totals.elapsed = 70
        XCTAssertEqual(totals.range?.end, 170)
        totals.timestamp = 200
        XCTAssertEqual(totals.range?.end, 200)
    }
}
