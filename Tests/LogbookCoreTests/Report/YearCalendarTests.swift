import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// One calendar cell per local day, whatever daylight saving does to the hours, and each run
/// on the day of its own start.
final class YearCalendarTests: XCTestCase {
    private func run(_ id: Int64, _ local: String, _ zone: String, _ metres: Double?) throws -> DayRun {
        let (utc, offset) = try LocalInstant.of(local, zone)
        return DayRun(id: id, startUTC: utc, utcOffset: offset, sport: "running", name: nil, distance: metres)
    }

    func testALeapYearCrossingDaylightSavingHasOneCellPerDate() throws {
        // 2024: a leap year; Europe/Zurich changes on 31 March (23 h) and 27 October (25 h).
        let runs = [
            try run(1, "2024-02-29 07:00", "Europe/Zurich", 5000),
            try run(2, "2024-03-31 03:30", "Europe/Zurich", 3000),  // just after the hour that does not exist
            try run(3, "2024-10-27 02:30", "Europe/Zurich", 8000),  // the hour that happens twice
            try run(4, "2024-10-27 18:00", "Europe/Zurich", 2000),
        ]
        let cells = YearCalendar.cells(year: 2024, runs: runs)
        XCTAssertEqual(cells.count, 366)
        XCTAssertEqual(cells.first?.date.description, "2024-01-01")
        XCTAssertEqual(cells.last?.date.description, "2024-12-31")
        // Consecutive dates, none twice, none missing.
        for (a, b) in zip(cells, cells.dropFirst()) { XCTAssertEqual(b.date.daysSince1970 - a.date.daysSince1970, 1) }
        let byDate = Dictionary(uniqueKeysWithValues: cells.map { ($0.date.description, $0) })
        XCTAssertEqual(byDate["2024-02-29"]?.distance, 5000)
        XCTAssertEqual(byDate["2024-03-31"]?.runs.map(\.id), [2])
        XCTAssertEqual(byDate["2024-10-27"]?.distance, 10000)
        XCTAssertEqual(byDate["2024-10-27"]?.runs.map(\.id), [3, 4])
        XCTAssertEqual(cells.filter { !$0.runs.isEmpty }.count, 3)
        XCTAssertEqual(YearCalendar.cells(year: 2023, runs: runs).count, 365)
        XCTAssertEqual(YearCalendar.cells(year: 2023, runs: runs).filter { !$0.runs.isEmpty }.count, 0)
    }

    func testARunNearMidnightInAnotherZoneLandsOnItsLocalDay() throws {
        // 23:30 in New York on 31 December is 04:30 UTC on 1 January: it is 2024's last day.
        let newYork = try run(1, "2024-12-31 23:30", "America/New_York", 10000)
        // 00:15 in Tokyo on 1 March is 15:15 UTC on 29 February: it is 1 March's.
        let tokyo = try run(2, "2024-03-01 00:15", "Asia/Tokyo", 4000)
        XCTAssertEqual(newYork.localDate.description, "2024-12-31")
        XCTAssertEqual(tokyo.localDate.description, "2024-03-01")
        let cells = YearCalendar.cells(year: 2024, runs: [newYork, tokyo])
        XCTAssertEqual(cells.last?.runs.map(\.id), [1])
        XCTAssertEqual(cells.first { $0.date.description == "2024-03-01" }?.distance, 4000)
        XCTAssertEqual(cells.first { $0.date.description == "2024-02-29" }?.distance, 0)
        XCTAssertEqual(YearCalendar.cells(year: 2025, runs: [newYork]).first?.runs, [])
        XCTAssertEqual(YearCalendar.years(of: [newYork, tokyo]), [2024])
    }

    func testRunsWithoutDistanceAddNothingAndLevelsFollowTheDistance() throws {
        let cells = YearCalendar.cells(year: 2024, runs: [try run(1, "2024-05-01 07:00", "UTC", nil), try run(2, "2024-05-01 18:00", "UTC", 1500)])
        XCTAssertEqual(cells.first { $0.date.description == "2024-05-01" }?.distance, 1500)
        XCTAssertEqual([0, 10, 4999, 5000, 12000, 42195].map { YearCalendar.level(metres: $0) }, [0, 1, 1, 2, 3, 4])
    }

    func testTheWeeklyWindowHas52WeeksEndingWithTheLastRunsWeek() throws {
        let last = try XCTUnwrap(LocalDate.parse("2024-05-02"))  // a Thursday
        let weeks = WeeklyWindow.weeks([], through: last)
        XCTAssertEqual(weeks.count, 52)
        XCTAssertEqual(weeks.last?.period.start.description, "2024-04-29")
        XCTAssertEqual(weeks.first?.period.start.description, "2023-05-08")
        XCTAssertTrue(weeks.allSatisfy { $0.totals.runs == 0 })
    }
}
