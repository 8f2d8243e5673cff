import Foundation
import XCTest

@testable import LogbookCore
@testable import LogbookModel

/// The date words (`today`, `last week`, `2026-W48` ...) read on fixed todays: each one's
/// half-open range of civil days, across a year's end, an ISO week 53 and a change of clocks.
final class DateExpressionTests: XCTestCase {
    /// `2026-12-06` as a date.
    private func date(_ text: String) -> LocalDate {
        LocalDate.parse(text)!
    }

    /// The days `word` stands for on `today`, as `first..<after`.
    private func days(_ word: String, today: String, weekStart: WeekStart = .monday) throws -> String {
        let expression = try DateExpression.parse(word).get()
        return expression.period(today: date(today), weekStart: weekStart).description
    }

    func testEveryWordOnASundayInDecember() throws {
        let today = "2026-12-06"  // a Sunday, in ISO week 2026-W49
        let expected: [(String, String)] = [
            ("today", "2026-12-06..<2026-12-07"),
            ("yesterday", "2026-12-05..<2026-12-06"),
            ("this week", "2026-11-30..<2026-12-07"),
            ("last week", "2026-11-23..<2026-11-30"),
            ("this month", "2026-12-01..<2027-01-01"),
            ("last month", "2026-11-01..<2026-12-01"),
            ("this year", "2026-01-01..<2027-01-01"),
            ("last year", "2025-01-01..<2026-01-01"),
            ("2026", "2026-01-01..<2027-01-01"),
            ("2026-12", "2026-12-01..<2027-01-01"),
            ("2026-02", "2026-02-01..<2026-03-01"),
            ("2026-W48", "2026-11-23..<2026-11-30"),
            ("2026-W01", "2025-12-29..<2026-01-05"),
            ("2026-12-06", "2026-12-06..<2026-12-07"),
        ]
        for (word, range) in expected {
            XCTAssertEqual(try days(word, today: today), range, word)
        }
    }

    func testSundayWeeksMoveOnlyTheWeekWords() throws {
        let today = "2026-12-06"
        XCTAssertEqual(try days("this week", today: today, weekStart: .sunday), "2026-12-06..<2026-12-13")
        XCTAssertEqual(try days("last week", today: today, weekStart: .sunday), "2026-11-29..<2026-12-06")
        // An ISO week is Monday to Sunday whatever the week start.
        XCTAssertEqual(try days("2026-W48", today: today, weekStart: .sunday), "2026-11-23..<2026-11-30")
        XCTAssertEqual(try days("this month", today: today, weekStart: .sunday), "2026-12-01..<2027-01-01")
    }

    func testWordsOnNewYearsDayReachBackIntoTheOldYear() throws {
        let today = "2027-01-01"  // a Friday
        XCTAssertEqual(try days("yesterday", today: today), "2026-12-31..<2027-01-01")
        XCTAssertEqual(try days("this week", today: today), "2026-12-28..<2027-01-04")
        XCTAssertEqual(try days("last week", today: today), "2026-12-21..<2026-12-28")
        XCTAssertEqual(try days("this week", today: today, weekStart: .sunday), "2026-12-27..<2027-01-03")
        XCTAssertEqual(try days("last week", today: today, weekStart: .sunday), "2026-12-20..<2026-12-27")
        XCTAssertEqual(try days("this month", today: today), "2027-01-01..<2027-02-01")
        XCTAssertEqual(try days("last month", today: today), "2026-12-01..<2027-01-01")
        XCTAssertEqual(try days("this year", today: today), "2027-01-01..<2028-01-01")
        XCTAssertEqual(try days("last year", today: today), "2026-01-01..<2027-01-01")
    }

    func testISOWeek53ExistsOnlyInLongYears() throws {
        XCTAssertEqual(try days("2026-W53", today: "2026-12-06"), "2026-12-28..<2027-01-04")
        XCTAssertEqual(try days("2020-W53", today: "2026-12-06"), "2020-12-28..<2021-01-04")
        XCTAssertEqual(DateExpression.parse("2025-W53"), .failure(.noSuchWeek(year: 2025, weeks: 52)))
        XCTAssertEqual(DateExpression.parse("2026-W54"), .failure(.noSuchWeek(year: 2026, weeks: 53)))
        XCTAssertEqual(DateExpression.parse("2026-W00"), .failure(.noSuchWeek(year: 2026, weeks: 53)))
        XCTAssertEqual([2015, 2020, 2024, 2025, 2026, 2032].map { ISOWeek.weeks(inYear: $0) }, [53, 53, 52, 52, 53, 53])
        XCTAssertEqual(ISOWeek.existing(year: 2026, week: 53), ISOWeek(year: 2026, week: 53))
        XCTAssertNil(ISOWeek.existing(year: 2025, week: 53))
    }

    func testYesterdayAfterAChangeOfClocksIsOneWholeDay() throws {
        // Paris went to summer time on Sunday 2026-03-29 (a 23-hour day); New York back to
        // winter time on Sunday 2026-11-01 (a 25-hour day). Local days are civil dates.
        XCTAssertEqual(try days("yesterday", today: "2026-03-30"), "2026-03-29..<2026-03-30")
        XCTAssertEqual(try days("yesterday", today: "2026-11-02"), "2026-11-01..<2026-11-02")
        let yesterday = try DateExpression.parse("yesterday").get().period(today: date("2026-03-30"))
        XCTAssertEqual(yesterday.end.daysSince1970 - yesterday.begin.daysSince1970, 1)
        // 00:30 (+01:00) and 23:30 (+02:00) on the short day both lie in it; 00:30 the next day does not.
        let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
        for (instant, inside) in [("2026-03-28T23:30:00Z", true), ("2026-03-29T21:30:00Z", true), ("2026-03-29T22:30:00Z", false)] {
            let utc = try XCTUnwrap(ISO8601Timestamp.parse(instant)).utc
            let local = LocalDate(utc: Int64(utc), offset: LocalTime.offset(forUTC: utc, in: paris))
            XCTAssertEqual(yesterday.begin <= local && local < yesterday.end, inside, instant)
        }
    }

    func testWordsIgnoreCaseSpacesAndSeparators() throws {
        for word in ["last week", "Last Week", " last-week ", "last_week", "LASTWEEK", "last  week"] {
            XCTAssertEqual(DateExpression.parse(word), .success(.relative(.lastWeek)), word)
        }
        XCTAssertEqual(DateExpression.parse("2026-w48"), DateExpression.parse("2026-W48"))
        XCTAssertEqual(DateExpression.parse(" 2026-12 "), .success(.month(year: 2026, month: 12)))
    }

    func testTextsThatAreNoDateOrPeriod() {
        for text in ["", "next week", "lastweak", "2026-1-1", "2026-12-6", "20261206", "12026", "202", "2026-W4", "2026/12", "2026-12-06T10"] {
            XCTAssertEqual(DateExpression.parse(text), .failure(.unrecognized), text)
        }
        for text in ["2026-13", "2026-00", "2026-02-30", "2025-02-29"] {
            XCTAssertEqual(DateExpression.parse(text), .failure(.noSuchDate), text)
        }
        XCTAssertEqual(DateExpression.parse("2024-02-29"), .success(.date(date("2024-02-29"))))
    }

    func testBeginTakesTheFirstDayAndEndTheDayAfterThePeriod() throws {
        let today = date("2026-12-06")
        func bounds(_ word: String) throws -> (String, String) {
            let expression = try DateExpression.parse(word).get()
            return (expression.beginBound(today: today).description, expression.endBound(today: today).description)
        }
        XCTAssertEqual(try bounds("2026-11").0, "2026-11-01")
        XCTAssertEqual(try bounds("2026-11").1, "2026-12-01", "--end 2026-11 takes in all of November")
        XCTAssertEqual(try bounds("2026-12-06").1, "2026-12-06", "a plain date stays an exclusive end")
        XCTAssertEqual(try bounds("today").1, "2026-12-07", "a day word keeps its day")
        XCTAssertEqual(try bounds("yesterday").1, "2026-12-06")
        XCTAssertEqual(try bounds("last week").0, "2026-11-23")
        XCTAssertEqual(try bounds("2026-W53").1, "2027-01-04")
        XCTAssertFalse(try DateExpression.parse("2026-12-06").get().isRelative)
        XCTAssertTrue(try DateExpression.parse("this year").get().isRelative)
    }

    func testAPeriodIsCutWhenTheRangeLeavesOutSomeOfItsDays() {
        let november = LocalPeriod.month(year: 2026, month: 11)
        XCTAssertTrue(november.isCut(begin: date("2026-11-07"), end: date("2026-12-07")))
        XCTAssertTrue(november.isCut(begin: nil, end: date("2026-11-30")))
        XCTAssertFalse(november.isCut(begin: date("2026-11-01"), end: nil))
        XCTAssertFalse(november.isCut(begin: date("2026-10-15"), end: date("2026-12-01")))
        XCTAssertFalse(november.isCut(begin: nil, end: nil))
        let week = Period.containing(date("2026-12-02"), kind: .week(.monday))
        XCTAssertTrue(week.isPartial(begin: nil, end: date("2026-12-06")))
        XCTAssertFalse(week.isPartial(begin: date("2026-11-30"), end: date("2026-12-07")))
    }

    func testTheSummaryRowsAreTheWordsAndTheFourWeekSpan() {
        let today = date("2027-01-01")
        let rows = SummaryPeriod.allCases.map { $0.days(today: today, weekStart: .monday).description }
        XCTAssertEqual(rows, [
            "2026-12-28..<2027-01-04", "2026-12-21..<2026-12-28", "2026-12-05..<2027-01-02", "2027-01-01..<2027-02-01",
            "2027-01-01..<2028-01-01",
        ])
    }
}
