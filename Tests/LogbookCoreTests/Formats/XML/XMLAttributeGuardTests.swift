import Foundation
import XCTest

@testable import LogbookFormats

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

    func testAnEqualsSignAndItsQuoteInTwoChunksAreStillAnAttribute() {
        // 1001 attributes, each `=` ending one chunk and its quote starting the next.
        var chunks: [[UInt8]] = [Array("<trkpt".utf8)]
        for index in 0..<1001 {
            chunks[chunks.count - 1] += Array(" a\(index)=".utf8)
            chunks.append(Array("\"1\"".utf8))
        }
        XCTAssertFalse(admit(chunks).admitted)
        XCTAssertTrue(admit(Array(chunks.dropLast())).admitted, "1000 are allowed")
    }

    func testATagEndingAChunkStartsTheCountAgainInTheNext() {
        // 600 attributes, then `<` as the last byte of the chunk, then 600 more: two tags.
        let first = Array(("<a " + (0..<600).map { "b\($0)='1'" }.joined(separator: " ") + "/><").utf8)
        let second = Array(("c " + (0..<600).map { "b\($0)='1'" }.joined(separator: " ") + "/>").utf8)
        XCTAssertTrue(admit([first, second]).admitted)
        // Without the `<` they are one tag of 1200.
        XCTAssertFalse(admit([Array(first.dropLast()), second]).admitted)
    }

    func testTheLineCountsLineFeedsOfEarlierChunks() {
        let head = Array(("<gpx>\n" + String(repeating: "<trkpt lat=\"1\" lon=\"2\">\n</trkpt>\n", count: 300)).utf8)
        let result = admit([head, Array("\n\n".utf8), Array(("\n<x\n" + tag(1001).dropFirst(6)).utf8)])
        XCTAssertFalse(result.admitted)
        XCTAssertEqual(result.line, 1 + 1 + 600 + 2 + 2)
    }

    func testEqualsSignsWithoutQuotesAndQuotesWithoutEqualsSignsAreNotCounted() {
        let text = "<t " + String(repeating: "a= \"1\" b '2' c=\u{00}\"x\" d=e ", count: 2000) + ">"
        XCTAssertTrue(admit([Array(text.utf8)]).admitted)
        // One real attribute per repeat: 2000 of them are too many.
        XCTAssertFalse(admit([Array(text.replacingOccurrences(of: "b '2'", with: "b='2'").utf8)]).admitted)
    }

    func testTheCountMatchesAByteByByteCountOnRandomDocuments() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<=\"'a \n".utf8)
        for round in 0..<200 {
            let length = Int.random(in: 1...20_000, using: &generator)
            // Mostly `="` pairs, so that some tags pass the limit and some do not.
            var bytes: [UInt8] = []
            while bytes.count < length {
                if Int.random(in: 0..<10, using: &generator) < 7 {
                    bytes += Array("=\"".utf8)
                } else {
                    bytes.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
                }
            }
            if Int.random(in: 0..<5, using: &generator) == 0 { bytes = Array(bytes.prefix(length)) }
            var chunks: [[UInt8]] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...3000, using: &generator))
                chunks.append(Array(bytes[start..<end]))
                start = end
            }
            let expected = Self.byteByByte(bytes)
            let result = admit(chunks)
            XCTAssertEqual(result.admitted, expected.admitted, "round \(round)")
            if !result.admitted { XCTAssertEqual(result.line, expected.line, "round \(round)") }
        }
    }

    /// The rule spelled out one byte at a time: `="` or `='` counted since the last `<`.
    private static func byteByByte(_ bytes: [UInt8]) -> (admitted: Bool, line: Int) {
        var count = 0, line = 1
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "<") { count = 0 }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) && previous == UInt8(ascii: "=") {
                count += 1
                if count > XMLAttributeGuard.limit { return (false, line) }
            }
            previous = byte
        }
        return (true, line)
    }
}
