import XCTest

@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSupport

/// The byte-built texts of dates, clock times and numbers read exactly as the string
/// concatenations they replaced, at the edges too (padding, zero, negative years, the
/// largest values).
final class ASCIITextTests: XCTestCase {
    func testDigitsArePaddedOnTheLeftOnlyUpToTheMinimum() {
        var text = ASCIIText()
        text.append(digitsOf: 7, minimumDigits: 2)
        text.append(":")
        text.append(digitsOf: 0)
        text.append(":")
        text.append(digitsOf: 12345, minimumDigits: 2)
        text.append(":")
        text.append(number: -42, minimumDigits: 4)
        text.append(":")
        text.append(digitsOf: UInt64.max)
        text.append(contentsOf: " /km")
        XCTAssertEqual(text.text, "07:0:12345:-0042:18446744073709551615 /km")
    }

    /// The first 32 bytes are kept inside the value, the rest in an array: a text across
    /// that edge reads whole, byte for byte.
    func testATextLongerThanItsInlineBytesReadsWhole() {
        var text = ASCIIText()
        for index in 0..<30 { text.append(digitsOf: UInt64(index % 10)) }
        XCTAssertEqual(text.count, 30)
        text.append(digitsOf: 12_345_678, minimumDigits: 10)
        text.append(contentsOf: " km")
        XCTAssertEqual(text.text, "012345678901234567890123456789" + "0012345678" + " km")
        XCTAssertEqual(text.count, 43)
        XCTAssertEqual(text.bytes, Array(text.text.utf8))
        XCTAssertEqual(ASCIIText().text, "")
    }

    func testDatesAndClocksMatchTheirOldStringForms() {
        XCTAssertEqual(CivilCalendar.dateText(year: 2024, month: 3, day: 1), "2024-03-01")
        XCTAssertEqual(CivilCalendar.dateText(year: 12345, month: 12, day: 31), "12345-12-31")
        XCTAssertEqual(CivilCalendar.dateText(year: 0, month: 1, day: 1), "0000-01-01")
        XCTAssertEqual(CivilCalendar.dateText(year: -12345, month: 1, day: 1), "-12345-01-01")
        XCTAssertEqual(CivilCalendar.clockText(secondsOfDay: 0), "00:00:00")
        XCTAssertEqual(CivilCalendar.clockText(secondsOfDay: 86399), "23:59:59")
        XCTAssertEqual(CivilCalendar.twoDigits(0), "00")
        XCTAssertEqual(CivilCalendar.twoDigits(59), "59")
        XCTAssertEqual(CivilCalendar.twoDigits(123), "123")
        // No field is negative; should one be, it keeps the form string interpolation gave it.
        XCTAssertEqual(CivilCalendar.twoDigits(-5), "0-5")
    }

    func testLocalMinutesAcrossMidnightAndTheEpoch() {
        XCTAssertEqual(LocalDateTime.minute(utc: 0, offset: 0), "1970-01-01 00:00")
        XCTAssertEqual(LocalDateTime.minute(utc: -60, offset: 0), "1969-12-31 23:59")
        XCTAssertEqual(LocalDateTime.minute(utc: 1_735_684_200, offset: 3600), "2024-12-31 23:30")
        XCTAssertEqual(LocalDateTime.minute(utc: 1_735_693_200, offset: -18000), "2024-12-31 20:00")
        XCTAssertEqual(LocalDateTime.minute(utc: -2_208_988_800, offset: 0), "1900-01-01 00:00")
        // Beyond the formatted range the instant is clamped, never trapping.
        XCTAssertEqual(LocalDateTime.minute(utc: .max, offset: .max), LocalDateTime.minute(utc: 10_000_000_000_000, offset: 10_000_000_000_000))
        XCTAssertEqual(LocalDateTime.minute(utc: 1_719_835_200, offset: -14400), String(LocalDateTime.iso8601(utc: 1_719_835_200, offset: -14400).prefix(16)).replacingOccurrences(of: "T", with: " "))
    }

    func testReportNumbersAtTheirEdges() {
        XCTAssertEqual(ReportText.duration(0), "0:00")
        XCTAssertEqual(ReportText.duration(59.5), "1:00")
        XCTAssertEqual(ReportText.duration(3600), "1:00:00")
        XCTAssertEqual(ReportText.duration(360_000), "100:00:00")
        XCTAssertEqual(ReportText.pace(59.6, unit: .km), "1:00 /km")
        XCTAssertEqual(ReportText.fixed(-0.004, decimals: 2), "0.00")
        XCTAssertEqual(ReportText.fixed(-1.005, decimals: 2), "-1.00")
        XCTAssertEqual(ReportText.fixed(10.02, decimals: 2), "10.02")
        XCTAssertEqual(ReportText.fixed(3.14159, decimals: 0), "3")
        XCTAssertEqual(ReportText.fixed(0.5, decimals: 3), "0.500")
        XCTAssertEqual(ReportText.distance(10_015, unit: .km), "10.02 km")
    }
}
