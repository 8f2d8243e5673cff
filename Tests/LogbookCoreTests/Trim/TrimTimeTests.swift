import XCTest

@testable import LogbookCore

final class TrimTimeTests: XCTestCase {
    func testElapsedForms() {
        XCTAssertEqual(TrimTime.parse("32:30"), .sinceStart(1950))
        XCTAssertEqual(TrimTime.parse("75:00"), .sinceStart(4500))
        XCTAssertEqual(TrimTime.parse("1:02:30"), .sinceStart(3750))
        XCTAssertEqual(TrimTime.parse("0:00:59"), .sinceStart(59))
        for bad in ["32", "32:3", "32:60", "1:60:00", "1:02:3", ":30", "1::30", "-5:00", "5:00.5", "٣:٠٠", ""] {
            XCTAssertNil(TrimTime.parse(bad), bad)
        }
    }

    func testClockForms() {
        XCTAssertEqual(TrimTime.parse("T02:02:30"), .clock(secondsOfDay: 7350, day: nil))
        XCTAssertEqual(TrimTime.parse("T23:05"), .clock(secondsOfDay: 83_100, day: nil))
        XCTAssertEqual(TrimTime.parse("2024-06-01T02:02:30"), .clock(secondsOfDay: 7350, day: 19_875))
        for bad in ["T2:02:30", "T24:00", "T02:60", "2024-02-30T10:00", "2024-6-1T10:00", "T", "Tnoon"] {
            XCTAssertNil(TrimTime.parse(bad), bad)
        }
    }

    func testClockTimesResolveToTheFirstOccurrenceAfterTheStart() {
        // The run starts 2024-06-01 01:30:00 local (+02:00), i.e. 2024-05-31T23:30:00Z.
        let start: Int64 = 1_717_198_200
        XCTAssertEqual(TrimTime.clock(secondsOfDay: 7350, day: nil).secondsSinceStart(startUTC: start, utcOffset: 7200), 1950)
        XCTAssertEqual(TrimTime.clock(secondsOfDay: 7350, day: 19_875).secondsSinceStart(startUTC: start, utcOffset: 7200), 1950)
        // 01:00 local is before the start: the next day's 01:00.
        XCTAssertEqual(TrimTime.clock(secondsOfDay: 3600, day: nil).secondsSinceStart(startUTC: start, utcOffset: 7200), 84_600)
        // A run starting at 23:40 local cut at 00:10.
        let late: Int64 = 1_717_285_200  // 2024-06-01T23:40:00Z
        XCTAssertEqual(TrimTime.clock(secondsOfDay: 600, day: nil).secondsSinceStart(startUTC: late, utcOffset: 0), 1800)
        XCTAssertEqual(TrimTime.sinceStart(90).secondsSinceStart(startUTC: late, utcOffset: 0), 90)
        // Before 1970 too.
        XCTAssertEqual(TrimTime.clock(secondsOfDay: 600, day: nil).secondsSinceStart(startUTC: -86_400 + 300, utcOffset: 0), 300)
    }
}
