import XCTest
@testable import LogbookFormats
@testable import LogbookModel

/// What a message of a FIT file no CRC vouches for must look like to be believed.
final class FITPlausibilityTests: XCTestCase {
    func testTimestampsMayNotStepMoreThanADay() {
        XCTAssertNil(FITPlausibility.timeProblem(1_000_000, after: nil))
        XCTAssertNil(FITPlausibility.timeProblem(1_086_400, after: 1_000_000))
        XCTAssertNil(FITPlausibility.timeProblem(913_600, after: 1_000_000))
        XCTAssertEqual(FITPlausibility.timeProblem(1_090_000, after: 1_000_000), "a timestamp 25 hours after the one before it")
        XCTAssertEqual(FITPlausibility.timeProblem(900_000, after: 1_000_000), "a timestamp 27 hours before the one before it")
    }

    func testRecordsOutOfRangeOrMovingTooFastAreNotBelieved() {
        var point = TrackPoint()
        point.lat = 45
        point.lon = 7
        point.deviceDistance = 1000
        XCTAssertNil(FITPlausibility.recordProblem(point, time: 100, after: nil))
        let mark = FITPlausibility.RecordMark(time: 90, distance: 980, lat: 45, lon: 7)
        XCTAssertNil(FITPlausibility.recordProblem(point, time: 100, after: mark))
        var fall = point
        fall.deviceDistance = 900
        XCTAssertEqual(FITPlausibility.recordProblem(fall, time: 100, after: mark), "a record whose distance falls by 80 m")
        var leap = point
        leap.deviceDistance = 980 + 150 * 10 + 1000 + 1
        XCTAssertEqual(FITPlausibility.recordProblem(leap, time: 100, after: mark), "a record whose distance grows by 2501 m in 10 s")
        var far = point
        far.lat = 46  // 111 km north in 10 s
        XCTAssertEqual(FITPlausibility.recordProblem(far, time: 100, after: mark), "a record 111195 m from the one before it in 10 s")
        var pole = point
        pole.lat = 120
        XCTAssertEqual(FITPlausibility.recordProblem(pole, time: 100, after: nil), "a record at latitude 120°")
        var high = point
        high.ele = 12_000
        XCTAssertEqual(FITPlausibility.recordProblem(high, time: 100, after: nil), "a record at an altitude of 12000 m")
    }

    func testDefinitionsAndTotals() {
        XCTAssertNil(FITPlausibility.definitionProblem(reserved: 0, fields: [(4, 4), (8, 1)]))
        XCTAssertEqual(FITPlausibility.definitionProblem(reserved: 3, fields: []), "a definition whose reserved byte is 0x03, not 0")
        XCTAssertEqual(
            FITPlausibility.definitionProblem(reserved: 0, fields: [(3, 2)]), "a definition with a field of 3 bytes for values of 2")
        XCTAssertNil(FITPlausibility.totalsProblem(startTime: 100, timestamp: 16_600))
        XCTAssertEqual(FITPlausibility.totalsProblem(startTime: 200, timestamp: 100), "a session or lap that starts after it ends")
    }
}
