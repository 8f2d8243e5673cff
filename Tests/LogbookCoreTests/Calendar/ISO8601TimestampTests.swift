import XCTest
@testable import LogbookFormats
@testable import LogbookModel

final class ISO8601TimestampTests: XCTestCase {
    func testValidForms() throws {
        let cases: [(String, Double, Int?)] = [
            ("1970-01-01T00:00:00Z", 0, nil),
            ("2024-02-29T12:00:00Z", 1_709_208_000, nil),
            ("2025-08-30T20:29:19.825+02:00", 1_756_578_559.825, 7200),
            ("2012-10-24T23:29:40.000Z", 1_351_121_380, nil),
            ("2010-12-14T06:17:04.2073437Z", 1_292_307_424.2073437, nil),
            ("2024-03-01T10:00:00-0530", 1_709_307_000, -19800),
            ("2024-03-01T10:00:00+00:00", 1_709_287_200, 0),
            ("  2024-03-01T10:00:00  \n", 1_709_287_200, nil),
            ("1901-12-13T20:45:52Z", -2_147_483_648, nil),
        ]
        for (text, utc, offset) in cases {
            let parsed = try XCTUnwrap(ISO8601Timestamp.parse(text), text)
            XCTAssertEqual(parsed.utc, utc, accuracy: 1e-6, text)
            XCTAssertEqual(parsed.offset, offset, text)
        }
    }

    func testImpossibleOrMalformedTimesAreRejected() {
        for text in ["2024-02-30T10:00:00Z", "2023-02-29T10:00:00Z", "2024-04-31T10:00:00Z", "2024-13-01T10:00:00Z",
            "2024-03-01T24:00:00Z", "2024-03-01T10:60:00Z", "2024-03-01T10:00:60Z", "2024-03-01T10:00:00.Z",
            "2024-03-01", "2024-03-01T10:00Z", "2024-03-01T10:00:00+25:00", "2024-03-01T10:00:00Zjunk", "", "now",
            "24-03-01T10:00:00Z", "2024-3-1T10:00:00Z"]
        {
            XCTAssertNil(ISO8601Timestamp.parse(text), text)
        }
    }

    func testPlausibilityIsTheOneBelievableWindow() {
        // From 1900-01-01 to tomorrow, and never 2100 or later.
        XCTAssertFalse(ISO8601Timestamp.isPlausible(-2_208_988_801, now: 1_700_000_000))
        XCTAssertTrue(ISO8601Timestamp.isPlausible(-2_208_988_800, now: 1_700_000_000))
        XCTAssertTrue(ISO8601Timestamp.isPlausible(315_532_799, now: 1_700_000_000))
        XCTAssertTrue(ISO8601Timestamp.isPlausible(4_102_444_799, now: 5_000_000_000))
        XCTAssertFalse(ISO8601Timestamp.isPlausible(4_102_444_800, now: 5_000_000_000))
        XCTAssertFalse(ISO8601Timestamp.isPlausible(.nan, now: 1_700_000_000))
        XCTAssertTrue(ISO8601Timestamp.isPlausible(1_700_086_400, now: 1_700_000_000))
        XCTAssertFalse(ISO8601Timestamp.isPlausible(1_700_086_401, now: 1_700_000_000))
    }

    func testDecimalNumbers() {
        XCTAssertEqual(DecimalNumber.parse(" -12.5 "), -12.5)
        XCTAssertEqual(DecimalNumber.parse("1.5e2"), 150)
        XCTAssertEqual(DecimalNumber.parse(".5"), 0.5)
        for text in ["nan", "inf", "-infinity", "0x1p3", "45,5", "1e400", "", "-", "1e", "1.2.3", "undefined"] {
            XCTAssertNil(DecimalNumber.parse(text), text)
        }
    }
}
