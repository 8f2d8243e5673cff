import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// The pure calendar functions every report label and bound comes from.
final class PeriodTests: XCTestCase {
    private func date(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> LocalDate {
        try XCTUnwrap(LocalDate.parse(text), "not a date: \(text)", file: file, line: line)
    }

    // MARK: Local dates

    func testDaysSince1970AndBack() throws {
        // 1970..2023 is 54 years with 13 leap years (1972, 1976, ..., 2020): 54 * 365 + 13 = 19723
        // days to 2024-01-01; then January (31) and February 2024 (29) = 60 more: 19783.
        XCTAssertEqual(try date("2024-03-01").daysSince1970, 19783)
        XCTAssertEqual(try date("1970-01-01").daysSince1970, 0)
        XCTAssertEqual(try date("1969-12-31").daysSince1970, -1)
        XCTAssertEqual(LocalDate(daysSince1970: 19783).description, "2024-03-01")
        XCTAssertEqual(LocalDate(daysSince1970: -1).description, "1969-12-31")
        // 2000-02-29 is a leap day (divisible by 400): 30 years (7 leap) to 2000-01-01 = 10957, + 31 + 28 = 11016.
        XCTAssertEqual(try date("2000-02-29").daysSince1970, 11016)
    }

    func testLocalDateOfAnInstantUsesTheStoredOffset() {
        // 2024-12-31T22:30:00Z is 1735684200 (2025-01-01T00:00Z = 1735689600, minus 5400 s).
        // In Paris (+01:00) it is already 23:30 on the 31st; in New York (-05:00) it is 17:30 on the 31st;
        // at +02:00 it is 00:30 on 2025-01-01.
        XCTAssertEqual(LocalDate(utc: 1_735_684_200, offset: 3600).description, "2024-12-31")
        XCTAssertEqual(LocalDate(utc: 1_735_684_200, offset: 7200).description, "2025-01-01")
        XCTAssertEqual(LocalDate(utc: 1_735_684_200, offset: -18000).description, "2024-12-31")
        // One second before local midnight on 1970-01-01 is 1969-12-31 (floored, not truncated).
        XCTAssertEqual(LocalDate(localSeconds: -1).description, "1969-12-31")
    }

    func testParseAcceptsOnlyRealDatesAsYYYYMMDD() {
        XCTAssertNotNil(LocalDate.parse("2024-02-29"))
        XCTAssertNil(LocalDate.parse("2023-02-29"), "2023 is not a leap year")
        XCTAssertNil(LocalDate.parse("1900-02-29"), "1900 is not a leap year")
        XCTAssertNil(LocalDate.parse("2024-04-31"))
        XCTAssertNil(LocalDate.parse("2024-13-01"))
        XCTAssertNil(LocalDate.parse("2024-00-10"))
        XCTAssertNil(LocalDate.parse("2024-1-01"))
        XCTAssertNil(LocalDate.parse("24-01-01"))
        XCTAssertNil(LocalDate.parse("2024/01/01"))
        XCTAssertNil(LocalDate.parse("2024-01-01T00:00"))
        XCTAssertNil(LocalDate.parse("２０２４-01-01"))
        XCTAssertNil(LocalDate.parse(""))
    }

    func testISOWeekdays() throws {
        XCTAssertEqual(try date("1970-01-01").isoWeekday, 4, "a Thursday")
        XCTAssertEqual(try date("1969-12-29").isoWeekday, 1, "a Monday")
        XCTAssertEqual(try date("2024-03-01").isoWeekday, 5, "a Friday")
        XCTAssertEqual(try date("2021-01-03").isoWeekday, 7, "a Sunday")
    }

    // MARK: ISO weeks (Thursday rule)

    func testISOWeeksAroundNewYear() throws {
        let cases: [(String, String)] = [
            ("2021-01-03", "2020-W53"),  // Sunday: its Thursday is 2020-12-31
            ("2020-12-28", "2020-W53"),  // Monday of that week
            ("2020-12-31", "2020-W53"),
            ("2021-01-04", "2021-W01"),  // Monday: its Thursday 2021-01-07 is the year's first
            ("2024-12-30", "2025-W01"),  // Monday: its Thursday is 2025-01-02
            ("2025-01-05", "2025-W01"),
            ("2024-12-29", "2024-W52"),
            ("2019-12-30", "2020-W01"),
            ("2016-01-03", "2015-W53"),
            ("2005-01-02", "2004-W53"),
            ("2008-12-29", "2009-W01"),
            ("1970-01-01", "1970-W01"),
            // 2024-01-01 is a Monday, so week 1 is Jan 1-7; Feb 29 is day 60: (60 - 1) / 7 + 1 = 9.
            ("2024-02-29", "2024-W09"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(ISOWeek.of(try date(text)).description, expected, text)
        }
    }

    func testISOWeekMondays() {
        XCTAssertEqual(ISOWeek(year: 2020, week: 53).monday.description, "2020-12-28")
        XCTAssertEqual(ISOWeek(year: 2025, week: 1).monday.description, "2024-12-30")
        XCTAssertEqual(ISOWeek(year: 2024, week: 9).monday.description, "2024-02-26")
    }

    // MARK: Periods

    func testMondayWeekOf2021_01_03Is2020W53() throws {
        let week = Period.containing(try date("2021-01-03"), kind: .week(.monday))
        XCTAssertEqual(week.label, "2020-W53")
        XCTAssertEqual(week.start.description, "2020-12-28")
        XCTAssertEqual(week.end.description, "2021-01-04")
    }

    func testSundayWeeksStartOnSundayAndAreLabelledByTheirFirstDate() throws {
        let sunday = Period.containing(try date("2021-01-03"), kind: .week(.sunday))
        XCTAssertEqual(sunday.label, "2021-01-03")
        XCTAssertEqual(sunday.start.description, "2021-01-03")
        XCTAssertEqual(sunday.end.description, "2021-01-10")
        let saturday = Period.containing(try date("2021-01-02"), kind: .week(.sunday))
        XCTAssertEqual(saturday.label, "2020-12-27")
        XCTAssertEqual(saturday.end.description, "2021-01-03")
        // The same Sunday falls in different weeks depending on the week start.
        XCTAssertEqual(Period.containing(try date("2021-01-03"), kind: .week(.monday)).start.description, "2020-12-28")
    }

    func testMonthsAndYears() throws {
        let february = Period.containing(try date("2024-02-15"), kind: .month)
        XCTAssertEqual(february.label, "2024-02")
        XCTAssertEqual(february.start.description, "2024-02-01")
        XCTAssertEqual(february.end.description, "2024-03-01")
        XCTAssertEqual(february.end.daysSince1970 - february.start.daysSince1970, 29)
        let december = Period.containing(try date("2024-12-31"), kind: .month)
        XCTAssertEqual(december.label, "2024-12")
        XCTAssertEqual(december.end.description, "2025-01-01")
        let year = Period.containing(try date("2024-07-04"), kind: .year)
        XCTAssertEqual(year.label, "2024")
        XCTAssertEqual(year.start.description, "2024-01-01")
        XCTAssertEqual(year.end.description, "2025-01-01")
        XCTAssertEqual(year.end.daysSince1970 - year.start.daysSince1970, 366)
    }

    func testCoveringListsEveryPeriodBetweenTwoDates() throws {
        let weeks = Period.covering(from: try date("2024-12-20"), through: try date("2025-01-10"), kind: .week(.monday))
        XCTAssertEqual(weeks.map(\.label), ["2024-W51", "2024-W52", "2025-W01", "2025-W02"])
        let months = Period.covering(from: try date("2024-11-30"), through: try date("2025-02-01"), kind: .month)
        XCTAssertEqual(months.map(\.label), ["2024-11", "2024-12", "2025-01", "2025-02"])
        // 2020 has 53 ISO weeks: 2020-W01 starts 2019-12-30, 2020-W53 ends 2021-01-03.
        let year2020 = Period.covering(from: try date("2020-01-01"), through: try date("2020-12-31"), kind: .week(.monday))
        XCTAssertEqual(year2020.count, 53)
        XCTAssertEqual(year2020.last?.label, "2020-W53")
        XCTAssertTrue(Period.covering(from: try date("2025-01-02"), through: try date("2025-01-01"), kind: .month).isEmpty)
    }

    func testEveryDayOfFourYearsLiesInExactlyTheWeekThatContainsIt() throws {
        var day = try date("2019-12-01")
        let last = try date("2024-01-31")
        while day <= last {
            for kind in [PeriodKind.week(.monday), .week(.sunday), .month, .year] {
                let period = Period.containing(day, kind: kind)
                XCTAssertTrue(period.contains(day), "\(day) \(kind)")
                XCTAssertEqual(Period.containing(period.start, kind: kind), period)
                XCTAssertEqual(Period.containing(period.end.adding(days: -1), kind: kind), period)
            }
            XCTAssertEqual(Period.containing(day, kind: .week(.monday)).start.isoWeekday, 1)
            XCTAssertEqual(Period.containing(day, kind: .week(.sunday)).start.isoWeekday, 7)
            day = day.adding(days: 1)
        }
    }

    func testPeriodCountAgreesWithCoveringAndNeedsNoPeriods() throws {
        let first = try XCTUnwrap(LocalDate.parse("2019-12-31")), last = try XCTUnwrap(LocalDate.parse("2024-03-01"))
        for kind in [PeriodKind.week(.monday), .week(.sunday), .month, .year] {
            XCTAssertEqual(Period.count(from: first, through: last, kind: kind), Int64(Period.covering(from: first, through: last, kind: kind).count))
        }
        XCTAssertEqual(Period.count(from: first, through: last, kind: .month), 52)
        XCTAssertEqual(Period.count(from: last, through: first, kind: .month), 0)
        let far = LocalDate(daysSince1970: 2_000_000_000)
        let years = far.year - 2019 + 1
        XCTAssertEqual(Period.count(from: first, through: far, kind: .year), years)
        XCTAssertThrowsError(try StatsReport.assemble([], kind: .year, begin: first, end: far, includeEmpty: true)) { error in
            XCTAssertEqual(error as? EmptyPeriodsError, EmptyPeriodsError(count: years, kind: .year))
        }
        // At the limit the periods are listed.
        let limit = first.adding(days: 7 * 9_999)
        XCTAssertEqual(try StatsReport.assemble([], kind: .week(.monday), begin: first, end: limit, includeEmpty: true).rows.count, 10_000)
    }
}
