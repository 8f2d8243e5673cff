import Foundation
import XCTest

@testable import LogbookModel

/// The one calendar module: day counts and dates agree with Foundation's Gregorian
/// calendar, month lengths follow the leap-year rule, and fields get two digits.
final class CivilCalendarTests: XCTestCase {
    func testDaysAndDatesRoundTripAndMatchFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        for days in stride(from: Int64(-800_000), through: 800_000, by: 997) {
            let (year, month, day) = CivilCalendar.date(daysSince1970: days)
            XCTAssertEqual(CivilCalendar.days(year: year, month: month, day: day), days)
            if year >= 1600 {  // Foundation is Julian before the 1582 reform.
                let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
                XCTAssertEqual([parts.year, parts.month, parts.day], [Int(year), month, day], "\(days)")
            }
        }
        XCTAssertEqual(CivilCalendar.days(year: 2000, month: 3, day: 1), 11_017)
        XCTAssertEqual(CivilCalendar.days(year: 1969, month: 12, day: 31), -1)
    }

    func testMonthLengthsAndValidDates() {
        XCTAssertEqual((1...12).map { CivilCalendar.daysInMonth(year: 2024, month: $0) }, [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        XCTAssertEqual(CivilCalendar.daysInMonth(year: 1900, month: 2), 28)
        XCTAssertEqual(CivilCalendar.daysInMonth(year: 2000, month: 2), 29)
        XCTAssertNil(CivilCalendar.validDays(year: 2023, month: 2, day: 29))
        XCTAssertNil(CivilCalendar.validDays(year: 2024, month: 13, day: 1))
        XCTAssertNil(CivilCalendar.validDays(year: 2024, month: 4, day: 31))
        XCTAssertEqual(CivilCalendar.validDays(year: 2024, month: 2, day: 29), 19_782)
    }

    func testTextFields() {
        XCTAssertEqual(CivilCalendar.twoDigits(7), "07")
        XCTAssertEqual(CivilCalendar.twoDigits(Int64(42)), "42")
        XCTAssertEqual(CivilCalendar.dateText(year: 33, month: 1, day: 9), "0033-01-09")
        XCTAssertEqual(CivilCalendar.dateText(year: -5, month: 12, day: 31), "-0005-12-31")
        XCTAssertEqual(CivilCalendar.clockText(secondsOfDay: 7350), "02:02:30")
        XCTAssertEqual(CivilCalendar.floorDivide(-1, 86_400), -1)
        XCTAssertEqual(CivilCalendar.floorModulo(-1, 7), 6)
    }
}
