import XCTest

@testable import LogbookFormats

final class CSVValueParserTests: XCTestCase {
    func testNumbersWithPointOrThousandsSeparators() {
        XCTAssertEqual(CSVValueParser.number("12.5"), 12.5)
        XCTAssertEqual(CSVValueParser.number("1,234.5"), 1234.5)
        XCTAssertEqual(CSVValueParser.number("1,234"), 1234)
        XCTAssertEqual(CSVValueParser.number("1,234,567.25"), 1_234_567.25)
        XCTAssertEqual(CSVValueParser.number("1.234,5"), 1234.5)
        XCTAssertEqual(CSVValueParser.number(" 42 "), 42)
        XCTAssertEqual(CSVValueParser.number("-3.5"), -3.5)
        XCTAssertEqual(CSVValueParser.number("13609.2001953125"), 13609.2001953125)
        XCTAssertEqual(CSVValueParser.number("1.5e-05"), 0.000015)
        XCTAssertEqual(CSVValueParser.number(".5"), 0.5)
    }

    func testNumbersWithDecimalComma() {
        XCTAssertEqual(CSVValueParser.number("12,5", decimalComma: true), 12.5)
        XCTAssertEqual(CSVValueParser.number("1.234,5", decimalComma: true), 1234.5)
        XCTAssertEqual(CSVValueParser.number("1 234,5", decimalComma: true), 1234.5)
        XCTAssertEqual(CSVValueParser.number("1\u{00A0}234,5", decimalComma: true), 1234.5)
        XCTAssertEqual(CSVValueParser.number("1.234", decimalComma: true), 1234)
        XCTAssertEqual(CSVValueParser.number("1,234", decimalComma: true), 1.234)
        XCTAssertEqual(CSVValueParser.number("3.5", decimalComma: true), 3.5)
        // Without the decimal-comma hint a comma that does not group by three is decimal.
        XCTAssertEqual(CSVValueParser.number("12,5"), 12.5)
    }

    func testTextThatIsNotANumber() {
        for text in ["abc", "", "nan", "inf", "0x1p3", "1e400", "1,23,4", "1.2.3", "12abc", "--", "1,234.5.6", "1e", "+-1"] {
            XCTAssertNil(CSVValueParser.number(text), text)
        }
    }

    func testMissingValues() {
        XCTAssertTrue(CSVValueParser.isMissing(""))
        XCTAssertTrue(CSVValueParser.isMissing("  "))
        XCTAssertTrue(CSVValueParser.isMissing("--"))
        XCTAssertTrue(CSVValueParser.isMissing("-"))
        XCTAssertFalse(CSVValueParser.isMissing("0"))
    }

    func testDurations() {
        XCTAssertEqual(CSVValueParser.duration("1:06:06"), 3966)
        XCTAssertEqual(CSVValueParser.duration("26:42"), 1602)
        XCTAssertEqual(CSVValueParser.duration("00:25:01.2"), 1501.2)
        XCTAssertEqual(CSVValueParser.duration("01:02:03.0"), 3723)
        XCTAssertEqual(CSVValueParser.duration("1:02:03,5", decimalComma: true), 3723.5)
        XCTAssertEqual(CSVValueParser.duration("3966"), 3966)
        XCTAssertEqual(CSVValueParser.duration("2833.0"), 2833)
        XCTAssertEqual(CSVValueParser.duration("75:10"), 4510)
        for text in ["1:60:00", "1:00:60", "abc", "1:2", "-5", "1::00", ":30", "1:00:00:00", ""] {
            XCTAssertNil(CSVValueParser.duration(text), text)
        }
    }

    func testISODateTimes() {
        XCTAssertEqual(CSVValueParser.isoDateTime("2013-12-29 11:36:13"), .floating(wallClock: 1_388_316_973))
        XCTAssertEqual(CSVValueParser.isoDateTime("2013-12-29T11:36:13"), .floating(wallClock: 1_388_316_973))
        XCTAssertEqual(
            CSVValueParser.isoDateTime("2024-03-02T07:15:10+01:00"), .absolute(utc: 1_709_360_110, statedOffset: 3600))
        XCTAssertEqual(
            CSVValueParser.isoDateTime("2024-03-02T07:15:10-0530"), .absolute(utc: 1_709_383_510, statedOffset: -19800))
        XCTAssertEqual(CSVValueParser.isoDateTime("2024-03-02T06:15:10Z"), .absolute(utc: 1_709_360_110, statedOffset: nil))
        XCTAssertEqual(CSVValueParser.isoDateTime("2024-03-02 06:15:10.5"), .floating(wallClock: 1_709_360_110.5))
        XCTAssertEqual(CSVValueParser.isoDateTime("2024-03-02 06:15"), .floating(wallClock: 1_709_360_100))
        for text in ["2024-02-30 10:00:00", "2024-13-01 10:00:00", "2024-03-02 24:00:00", "2024-03-02", "yesterday",
            "2024-03-02T07:15:10+25:00", "2023-02-29 10:00:00"]
        {
            XCTAssertNil(CSVValueParser.isoDateTime(text), text)
        }
        XCTAssertEqual(CSVValueParser.isoDateTime("2024-02-29 00:00:00"), .floating(wallClock: 1_709_164_800))
    }

    func testStravaDates() {
        XCTAssertEqual(CSVValueParser.stravaDate("Oct 5, 2014, 4:15:21 PM"), 1_412_525_721)
        XCTAssertEqual(CSVValueParser.stravaDate("May 29, 2022, 3:53:35 PM"), 1_653_839_615)
        XCTAssertEqual(CSVValueParser.stravaDate("Jan 1, 2020, 12:00:00 AM"), 1_577_836_800)
        XCTAssertEqual(CSVValueParser.stravaDate("Jan 1, 2020, 12:30:00 PM"), 1_577_881_800)
        XCTAssertNil(CSVValueParser.stravaDate("Foo 1, 2020, 1:00:00 PM"))
        XCTAssertNil(CSVValueParser.stravaDate("Feb 30, 2020, 1:00:00 PM"))
        XCTAssertNil(CSVValueParser.stravaDate("Jan 1, 2020, 13:00:00 PM"))
        XCTAssertNil(CSVValueParser.stravaDate("2020-01-01 10:00:00"))
    }

    func testDaysSince1970() {
        XCTAssertEqual(CSVValueParser.daysSince1970(year: 1970, month: 1, day: 1), 0)
        XCTAssertEqual(CSVValueParser.daysSince1970(year: 2000, month: 3, day: 1), 11_017)
        XCTAssertEqual(CSVValueParser.daysSince1970(year: 1969, month: 12, day: 31), -1)
        XCTAssertNil(CSVValueParser.daysSince1970(year: 2100, month: 2, day: 29))
    }
}
