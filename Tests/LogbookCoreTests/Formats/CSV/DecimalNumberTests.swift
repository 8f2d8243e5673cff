import Foundation
import XCTest

@testable import LogbookCore

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
