import Foundation
import XCTest
@testable import LogbookSupport

/// The inline rounding must be `Double.rounded()` bit for bit: stored samples depend on it.
final class HalfAwayRoundingTests: XCTestCase {
    private func assertSame(_ value: Double, file: StaticString = #filePath, line: UInt = #line) {
        let expected = value.rounded()
        let got = HalfAwayRounding.rounded(value)
        if expected.isNaN {
            XCTAssertTrue(got.isNaN, "\(value)", file: file, line: line)
        } else {
            XCTAssertEqual(got.bitPattern, expected.bitPattern, "\(value)", file: file, line: line)
        }
    }

    func testHalvesGoAwayFromZeroAndZeroKeepsItsSign() {
        XCTAssertEqual(HalfAwayRounding.rounded(2.5), 3)
        XCTAssertEqual(HalfAwayRounding.rounded(-2.5), -3)
        XCTAssertEqual(HalfAwayRounding.rounded(0.49999999999999994), 0)
        XCTAssertEqual(HalfAwayRounding.rounded(4_503_599_627_370_495.5), 4_503_599_627_370_496)
        XCTAssertEqual(HalfAwayRounding.rounded(-0.3).sign, .minus)
        XCTAssertEqual(HalfAwayRounding.rounded(0.3).sign, .plus)
        for value in [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 0.49999999999999994, -0.49999999999999994, 4_503_599_627_370_495.5,
                      -4_503_599_627_370_495.5, 4_503_599_627_370_496, 9e15, -9e15, 1e300, -1e300, .infinity, -.infinity, .nan,
                      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, 4221.5, 473774791.49999994] {
            assertSame(value)
        }
    }

    func testRandomValuesMatchRounded() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let scale = [1.0, 10, 1000, 1e7, 1e12, 1e16][Int.random(in: 0..<6, using: &generator)]
            let value = Double.random(in: -1...1, using: &generator) * scale
            assertSame(value)
            // Values on and next to a half.
            let half = (value * 2).rounded(.down) / 2
            assertSame(half)
            assertSame(half.nextUp)
            assertSame(half.nextDown)
        }
    }
}
