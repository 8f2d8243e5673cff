import XCTest

@testable import LogbookCore

final class RecordingTailTests: XCTestCase {
    /// One sample every 5 s for `duration` s; heart rate up to `heartRateUntil` s;
    /// distance growing at `speed` m/s up to `movingUntil` s, then standing.
    private func series(duration: Int64, heartRateUntil: Int64?, speed: Double = 3, movingUntil: Int64? = nil) -> [TailSample] {
        stride(from: Int64(0), through: duration, by: 5).map { t in
            let movingTime = min(t, movingUntil ?? t)
            return TailSample(
                offsetMs: t * 1000, distanceDm: Int64((Double(movingTime) * speed * 10).rounded()),
                hasHeartRate: heartRateUntil.map { t <= $0 } ?? false)
        }
    }

    func testHeartRateStopping7Min30BeforeTheEnd() throws {
        // 2400 s at 3 m/s; heart rate until 1950 s: the last 450 s (7:30) and 1350 m have none.
        let cut = try XCTUnwrap(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 1950)))
        XCTAssertEqual(cut.reason, .noHeartRate)
        XCTAssertEqual(cut.endOffset, 1950)
        XCTAssertEqual(cut.lastKeptIndex, 390)
        XCTAssertEqual(cut.removedSeconds, 450)
        XCTAssertEqual(cut.removedDistance, 1350)
        XCTAssertEqual(
            RecordingTailRule.detail(cut, startUTC: 1_717_198_200, utcOffset: 7200),
            "no heart rate after 32:30 (02:02:30): ending there removes 7:30 and 1.35 km")
    }

    func testStandingStillAtTheEnd() throws {
        // Moving until 1800 s, then 300 s standing with the watch running; no heart rate at all.
        let cut = try XCTUnwrap(RecordingTailRule.cut(series(duration: 2100, heartRateUntil: nil, movingUntil: 1800)))
        XCTAssertEqual(cut.reason, .noMovement)
        XCTAssertEqual(cut.endOffset, 1800)
        XCTAssertEqual(cut.removedSeconds, 300)
        XCTAssertEqual(cut.removedDistance, 0)
    }

    func testTheEarlierOfTwoSignsWins() throws {
        // Standing from 1800 s; heart rate lost at 2000 s: the standstill starts first.
        let standing = try XCTUnwrap(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 2000, movingUntil: 1800)))
        XCTAssertEqual(standing.reason, .noMovement)
        XCTAssertEqual(standing.endOffset, 1800)
        let heart = try XCTUnwrap(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 1700, movingUntil: 1800)))
        XCTAssertEqual(heart.reason, .noHeartRate)
        XCTAssertEqual(heart.endOffset, 1700)
        XCTAssertEqual(heart.removedDistance, 300)
    }

    func testShortTailsAndDegenerateSeriesAreNotReported() {
        // 55 s without heart rate: below a minute.
        XCTAssertNil(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 2345)))
        // Exactly 60 s is reported.
        XCTAssertEqual(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 2340))?.removedSeconds, 60)
        // Heart rate on every point, moving to the end.
        XCTAssertNil(RecordingTailRule.cut(series(duration: 2400, heartRateUntil: 2400)))
        // Heart rate only on the first point: cutting there would leave nothing.
        XCTAssertNil(RecordingTailRule.cut(series(duration: 600, heartRateUntil: 0)))
        XCTAssertNil(RecordingTailRule.cut([]))
        XCTAssertNil(RecordingTailRule.cut([TailSample(offsetMs: 0, distanceDm: 0, hasHeartRate: true)]))
        // No distances stored: only heart rate can tell.
        let noDistance = (0...100).map { TailSample(offsetMs: Int64($0) * 5000, distanceDm: nil, hasHeartRate: $0 <= 80) }
        XCTAssertEqual(RecordingTailRule.cut(noDistance)?.removedSeconds, 100)
        XCTAssertNil(RecordingTailRule.cut(noDistance)?.removedDistance)
    }
}
