import XCTest

@testable import LogbookModel

/// The Eddington number on known tables of daily distances, and streaks of days and weeks
/// across a month end, a leap day and a year end.
final class MilestoneTests: XCTestCase {
    private func date(_ text: String) throws -> LocalDate { try XCTUnwrap(LocalDate.parse(text)) }

    func testEddingtonOnAKnownTable() {
        let ten = EddingtonNumber(daily: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        XCTAssertEqual(ten.value, 5)
        XCTAssertEqual(ten.daysForNext, 1, "five days reach 6: one more is needed")
        let exact = EddingtonNumber(daily: [3, 3, 3])
        XCTAssertEqual(exact.value, 3)
        XCTAssertEqual(exact.daysForNext, 4)
        let twelve = EddingtonNumber(daily: Array(repeating: 13, count: 12))
        XCTAssertEqual(twelve.value, 12)
        XCTAssertEqual(twelve.daysForNext, 1)
        // The same 13 km days in miles (8.08 mi): E is 8, and no day reaches 9.
        let miles = EddingtonNumber(daily: Array(repeating: 13000 / 1609.344, count: 12))
        XCTAssertEqual(miles.value, 8)
        XCTAssertEqual(miles.daysForNext, 9)
        XCTAssertEqual(EddingtonNumber(daily: []).value, 0)
        XCTAssertEqual(EddingtonNumber(daily: []).daysForNext, 1)
        XCTAssertEqual(EddingtonNumber(daily: [0.5, .nan, .infinity]).value, 0)
    }

    func testADayStreakRunsOverALeapDayAndAMonthEnd() throws {
        let days: Set<LocalDate> = [
            try date("2024-02-27"), try date("2024-02-28"), try date("2024-02-29"), try date("2024-03-01"), try date("2024-03-02"),
            try date("2024-03-05"), try date("2024-03-06"),
        ]
        let found = Streak.find(days, step: 1, current: try date("2024-03-07"))
        XCTAssertEqual(found.longest, Streak(length: 5, from: try date("2024-02-27"), to: try date("2024-03-02")))
        XCTAssertEqual(found.current, Streak(length: 2, from: try date("2024-03-05"), to: try date("2024-03-06")))
        XCTAssertNil(Streak.find(days, step: 1, current: try date("2024-03-08")).current, "two days without a run end it")
        // 2023 has no 29 February: the 28th and 1 March are consecutive.
        let plain = Streak.find([try date("2023-02-28"), try date("2023-03-01")], step: 1, current: try date("2023-03-01"))
        XCTAssertEqual(plain.longest?.length, 2)
    }

    func testAWeekStreakOnTheWeekStartAcrossAYearEnd() throws {
        // Weeks starting Sunday 2025-12-21, 12-28, 2026-01-04: consecutive across the year end.
        let weeks: Set<LocalDate> = [try date("2025-12-21"), try date("2025-12-28"), try date("2026-01-04"), try date("2026-01-18")]
        let found = Streak.find(weeks, step: 7, current: WeekStart.sunday.firstDay(ofWeekHolding: try date("2026-01-24")))
        XCTAssertEqual(found.longest, Streak(length: 3, from: try date("2025-12-21"), to: try date("2026-01-04")))
        XCTAssertEqual(found.current?.length, 1)
        XCTAssertEqual(WeekStart.sunday.firstDay(ofWeekHolding: try date("2026-01-01")), try date("2025-12-28"))
        XCTAssertEqual(WeekStart.monday.firstDay(ofWeekHolding: try date("2026-01-01")), try date("2025-12-29"))
    }
}
