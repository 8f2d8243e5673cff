import XCTest

@testable import LogbookModel

/// `--last` spans read and placed on fixed todays: each ends with today, today included.
final class DateSpanTests: XCTestCase {
    /// The days `text` spans back from `today`, as `first..<after`.
    private func days(_ text: String, today: String) throws -> String {
        let span = try XCTUnwrap(DateSpan.parse(text), text)
        return span.period(endingOn: LocalDate.parse(today)!).description
    }

    func testEachUnitEndsWithToday() throws {
        let today = "2026-12-06"
        XCTAssertEqual(try days("30d", today: today), "2026-11-07..<2026-12-07")
        XCTAssertEqual(try days("1d", today: today), "2026-12-06..<2026-12-07")
        XCTAssertEqual(try days("4w", today: today), "2026-11-09..<2026-12-07", "28 days")
        XCTAssertEqual(try days("3m", today: today), "2026-09-07..<2026-12-07", "after the same day 3 months ago")
        XCTAssertEqual(try days("1y", today: today), "2025-12-07..<2026-12-07")
        XCTAssertEqual(try days("2w", today: "2027-01-01"), "2026-12-19..<2027-01-02")
    }

    func testAMonthTooShortForTheDayTakesItsLastDay() throws {
        XCTAssertEqual(try days("1m", today: "2026-03-31"), "2026-03-01..<2026-04-01")
        XCTAssertEqual(try days("1y", today: "2024-02-29"), "2023-03-01..<2024-03-01")
        XCTAssertEqual(try days("13m", today: "2026-01-15"), "2024-12-16..<2026-01-16")
    }

    func testUnitsMayBeWordsAndSpaced() {
        XCTAssertEqual(DateSpan.parse("4 weeks"), DateSpan(count: 4, unit: .weeks))
        XCTAssertEqual(DateSpan.parse("30 Days"), DateSpan(count: 30, unit: .days))
        XCTAssertEqual(DateSpan.parse("1 year"), DateSpan(count: 1, unit: .years))
        XCTAssertEqual(DateSpan.parse("3M"), DateSpan(count: 3, unit: .months))
        XCTAssertEqual(DateSpan.parse("10000d"), DateSpan(count: 10_000, unit: .days))
    }

    func testTextsThatAreNoSpan() {
        for text in ["", "w", "4", "0d", "-4w", "4x", "10001d", "999999999999d", "4w2d", "last 4w", "4.5w"] {
            XCTAssertNil(DateSpan.parse(text), text)
        }
    }
}
