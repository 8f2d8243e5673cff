import Foundation
import XCTest

@testable import LogbookCore

/// The byte scan that refuses a start tag with absurdly many attributes before libxml2,
/// whose duplicate-attribute check costs the square of their number, parses it.
final class XMLAttributeGuardTests: XCTestCase {
    private func tag(_ count: Int, quote: String = "\"") -> String {
        "<trkpt " + (0..<count).map { "a\($0)=\(quote)1\(quote)" }.joined(separator: " ") + ">"
    }

    private func admit(_ chunks: [[UInt8]]) -> (admitted: Bool, line: Int) {
        var guardian = XMLAttributeGuard()
        for chunk in chunks {
            let admitted = chunk.withUnsafeBytes { guardian.admit($0) }
            if !admitted { return (false, guardian.line) }
        }
        return (true, guardian.line)
    }

    func testTheLimitIsAThousandAttributesPerTag() {
        XCTAssertTrue(admit([Array(tag(1000).utf8)]).admitted)
        XCTAssertEqual(admit([Array(("<gpx>\n\n" + tag(1001, quote: "'")).utf8)]).admitted, false)
        XCTAssertEqual(admit([Array(("<gpx>\n\n" + tag(1001)).utf8)]).line, 3)
    }

    func testTheCountStartsAgainAtEveryTag() {
        XCTAssertTrue(admit([Array(String(repeating: tag(600), count: 20).utf8)]).admitted)
    }

    func testATagSplitAcrossChunksIsStillCounted() {
        let bytes = Array(tag(1001).utf8)
        let chunks = stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[$0..<min($0 + 7, bytes.count)]) }
        XCTAssertFalse(admit(chunks).admitted)
    }

    func testUTF16IsScannedByCodeUnit() {
        for littleEndian in [true, false] {
            var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + tag(1001)).utf16 {
                bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            }
            // Odd-sized chunks cut code units in two.
            let chunks = stride(from: 0, to: bytes.count, by: 333).map { Array(bytes[$0..<min($0 + 333, bytes.count)]) }
            let result = admit(chunks)
            XCTAssertFalse(result.admitted, littleEndian ? "LE" : "BE")
            XCTAssertEqual(result.line, 2)
        }
    }

    func testEqualsSignsInTextAloneAreNotAttributes() {
        XCTAssertTrue(admit([Array(("<desc>" + String(repeating: "a = b, ", count: 5000) + "</desc>").utf8)]).admitted)
    }
}
