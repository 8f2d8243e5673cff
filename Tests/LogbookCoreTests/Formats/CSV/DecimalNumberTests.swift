import Foundation
import XCTest

@testable import LogbookFormats

/// The fast path of `DecimalNumber.parse` must give exactly what `strtod` gives.
final class DecimalNumberTests: XCTestCase {
    func testFastPathMatchesStrtodBitForBit() {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "+7", "5.", ".5", "47.3641406", "-73.9665123", "8.5525512", "416.6", "0.1", "0.3",
                     "9007199254740992", "9007199254740993", "1234567890123456", "0.0000000000000000000001",
                     "123456789.0123456", "-0.000", "00000000000000012.5"]
        for _ in 0..<20_000 {
            let integer = Int.random(in: -180...180, using: &generator)
            let fraction = UInt64.random(in: 0..<10_000_000, using: &generator)
            let digits = Int.random(in: 1...9, using: &generator)
            let fractionText = String(String(fraction).prefix(digits))
            texts.append("\(integer).\(fractionText)")
        }
        for text in texts {
            let expected = strtod(text, nil)
            guard let parsed = DecimalNumber.parse(text) else {
                XCTFail("\(text) was refused")
                continue
            }
            XCTAssertEqual(parsed.bitPattern, expected.bitPattern, text)
        }
    }

    func testRefusesWhatIsNotAPlainNumber() {
        for text in ["", ".", "-", "+", "1..2", "1.2.3", "0x1p3", "nan", "inf", "45,5", "1e", "1e400", "12a", "--1"] {
            XCTAssertNil(DecimalNumber.parse(text), text)
        }
        XCTAssertEqual(DecimalNumber.parse("1.5e2"), 150)
        XCTAssertEqual(DecimalNumber.parse(" 3 "), 3)
    }
}

/// The fast path itself: exact where it answers, silent where it must not.
final class DecimalNumberFastPathTests: XCTestCase {
    private func fast(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { DecimalNumber.fastParse($0, 0, bytes.count) }
    }

    func testSixteenDigitsOrFewerAreExactAndMoreAreLeftToStrtod() {
        XCTAssertEqual(fast("47.3774791"), 47.3774791)
        XCTAssertEqual(fast("-8.5315317"), -8.5315317)
        XCTAssertEqual(fast("+153"), 153)
        XCTAssertEqual(fast("5."), 5)
        XCTAssertEqual(fast(".5"), 0.5)
        XCTAssertEqual(fast("1234567890123456")?.bitPattern, strtod("1234567890123456", nil).bitPattern)
        XCTAssertEqual(fast("0.000000000000001")?.bitPattern, strtod("0.000000000000001", nil).bitPattern)
        XCTAssertNil(fast("12345678901234567"), "17 digits")
        XCTAssertNil(fast("0.0000000000000001"), "17 digits with the leading zero")
        XCTAssertNil(fast("9007199254740993"), "above 2^53")
        XCTAssertEqual(fast("9007199254740992"), 9_007_199_254_740_992)
        for text in ["", "-", "+", ".", "-.", "1e3", "1.2.3", "12a", "a12", "1,5", "--1", "1-"] {
            XCTAssertNil(fast(text), text)
        }
    }

    func testRandomShortDecimalsMatchStrtodBitForBit() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            let integerDigits = Int.random(in: 0...8, using: &generator)
            // At most 15 digits: always below 2^53 (16 may pass it, and are then left to strtod).
            let fractionDigits = Int.random(in: 0...(15 - integerDigits), using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<integerDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if fractionDigits > 0 || integerDigits == 0 {
                text += "." + String((0..<max(1, fractionDigits)).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            }
            guard let parsed = fast(text) else {
                XCTFail("\(text) was refused")
                continue
            }
            XCTAssertEqual(parsed.bitPattern, strtod(text, nil).bitPattern, text)
        }
    }
}
