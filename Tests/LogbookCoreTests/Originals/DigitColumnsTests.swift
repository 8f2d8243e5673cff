import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats

/// The digit-columns rewrite of kept originals on its own: every text comes back byte for
/// byte (random texts of digits, signs and tags from a seeded generator, leading zeros, runs
/// longer than one value holds, the largest values), a text holding the marker byte is not
/// rewritten, a damaged payload is refused, and a stopped read hands on no more.
final class DigitColumnsTests: XCTestCase {
    /// What `join` gives back for `payload`.
    private func joined(_ payload: [UInt8]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try DigitColumns.join(payload) { chunk in
            bytes.append(contentsOf: chunk)
            return true
        }
        return bytes
    }

    /// The payload of `bytes`, failing when it is not rewritten.
    private func split(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        try XCTUnwrap(bytes.withUnsafeBytes { DigitColumns.split($0) }, file: file, line: line)
    }

    func testRandomTextsComeBackExactly() throws {
        let seed = UInt64(52)
        var random = SplitMix64(state: seed)
        let alphabet = Array("<trkpt lat=\"-.\"></ele>T:Z\n 0123456789".utf8)
        for round in 0..<300 {
            let length = random.below(round < 10 ? 20 : 5_000)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                // Long runs of digits half the time, so that runs of more than 18 come up.
                bytes.append(random.below(2) == 0 ? UInt8(ascii: "0") + UInt8(random.below(10)) : alphabet[random.below(alphabet.count)])
            }
            XCTAssertEqual(try joined(try split(bytes)), bytes, "seed \(seed), round \(round)")
        }
    }

    func testAWordsPlainBytesAreCountedAsByteByByte() {
        /// The bytes before the first digit or marker, one byte at a time.
        func naive(_ word: UInt64) -> Int {
            (0..<8).first { place in
                let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(place)))
                return byte == DigitColumns.marker || (48...57).contains(byte)
            } ?? 8
        }
        // Every byte value at every place of a word of plain text, then seeded random words.
        let plain = UInt64(0x3C_2F_65_6C_65_3E_22_41)
        for place in 0..<8 {
            for value in 0..<256 {
                let shift = 8 * UInt64(place)
                let word = (plain & ~(0xFF << shift)) | (UInt64(value) << shift)
                XCTAssertEqual(DigitColumns.plainByteCount(word), naive(word), "byte \(value) at place \(place)")
            }
        }
        let seed = UInt64(5252)
        var random = SplitMix64(state: seed)
        for round in 0..<100_000 {
            let word = random.next()
            XCTAssertEqual(DigitColumns.plainByteCount(word), naive(word), "seed \(seed), round \(round)")
        }
    }

    func testTheRecentTextTakesAWordsPlainBytesAsByteByByte() {
        let seed = UInt64(5253)
        var random = SplitMix64(state: seed)
        for round in 0..<20_000 {
            let before = random.next() & ((1 << 48) - 1), word = random.next(), plain = 1 + random.below(8)
            var expected = before
            for place in 0..<plain {
                expected = ((expected << 8) | (word >> (8 * UInt64(place)) & 0xFF)) & ((1 << 48) - 1)
            }
            XCTAssertEqual(DigitColumns.recent(before, after: word, plain: plain), expected, "seed \(seed), round \(round)")
        }
    }

    /// The payload `split` makes, written the plain way: byte by byte, each run's digits
    /// summed one at a time, its context the six text bytes before it read back each time.
    private func naivePayload(_ bytes: [UInt8]) -> [UInt8] {
        var text: [UInt8] = [], lengths: [UInt8] = [], values: [UInt8] = []
        var previous = [Int64](repeating: 0, count: DigitColumns.contextSlots)
        func varint(_ value: UInt64, into bytes: inout [UInt8]) {
            var rest = value
            while rest >= 0x80 {
                bytes.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
        var index = 0
        while index < bytes.count {
            guard (48...57).contains(bytes[index]) else {
                text.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
            guard end - index <= DigitColumns.longestRun else {
                text += bytes[index..<end]
                index = end
                continue
            }
            let value = bytes[index..<end].reduce(Int64(0)) { $0 * 10 + Int64($1 - 48) }
            let context = text.suffix(6).reduce(UInt64(0)) { ($0 << 8) | UInt64($1) }
            let slot = Int((context &* 0x9E37_79B9_7F4A_7C15) >> 52)
            let delta = value - previous[slot]
            previous[slot] = value
            varint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)), into: &values)
            lengths.append(UInt8(end - index))
            text.append(DigitColumns.marker)
            index = end
        }
        var payload: [UInt8] = []
        varint(UInt64(text.count), into: &payload)
        return payload + text + lengths + values
    }

    func testThePayloadIsThePlainByteByByteEncodersOnRandomTextsAndATrack() throws {
        let seed = UInt64(4_852)
        var random = SplitMix64(state: seed)
        let alphabet = Array("<trkpt lat=\"-.\"></ele>T:Z\n 0123456789".utf8)
        for round in 0..<400 {
            let length = random.below(round < 20 ? 24 : 4_000)
            var bytes: [UInt8] = []
            // Digit runs of every length from 1 to 20 (a word's worth, and longer than a value holds).
            while bytes.count < length {
                if random.below(3) == 0 {
                    for _ in 0...random.below(20) { bytes.append(UInt8(ascii: "0") + UInt8(random.below(10))) }
                } else {
                    bytes.append(alphabet[random.below(alphabet.count)])
                }
            }
            XCTAssertEqual(try split(bytes), naivePayload(bytes), "seed \(seed), round \(round)")
        }
        var track = ""
        for second in 0..<300 {
            track += "<trkpt lat=\"47.\(3_641_406 + second * 23)\" lon=\"-8.\(5_525_512 - second * 31)\"><ele>\(second % 90).6</ele>"
                + "<time>2022-01-08T17:\(String(format: "%02d:%02d", second / 60, second % 60))Z</time></trkpt>\n"
        }
        let trackBytes = Array(track.utf8)
        XCTAssertEqual(try split(trackBytes), naivePayload(trackBytes))
    }

    func testExtremesComeBackExactly() throws {
        let texts = [
            "", "0", "7", "000", "<a>00</a><a>0</a><a>000123</a>", "999999999999999999", "1000000000000000000",
            String(repeating: "9", count: 100), String(repeating: "0", count: 37) + "x" + String(repeating: "5", count: 19),
            "<ele>416.6</ele><ele>-3.2</ele><ele>0.0</ele><ele>999999999999999999</ele><ele>0</ele>", "no digits at all",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            XCTAssertEqual(try joined(try split(bytes)), bytes, text)
        }
    }

    func testAGPXTrackKeepsEachValueAsItsSmallDifference() throws {
        var text = ""
        for second in 0..<600 {
            let seconds = String(format: "%02d:%02d", second / 60, second % 60)
            text += "<trkpt lat=\"47.\(3_641_406 + second * 23)\" lon=\"8.\(5_525_512 - second * 31)\"><ele>41\(second % 10).6</ele>"
                + "<time>2022-01-08T17:\(seconds)Z</time><hr>\(120 + second % 7)</hr></trkpt>\n"
        }
        let bytes = Array(text.utf8)
        let payload = try split(bytes)
        XCTAssertEqual(try joined(payload), bytes)
        // 10 runs of digits a point, each a difference of at most two bytes, beside the text.
        let textCount = bytes.count - bytes.filter { $0 >= 48 && $0 <= 57 }.count + 600 * 10
        XCTAssertLessThanOrEqual(payload.count, textCount + 600 * 10 * 3 + 3)
    }

    func testATextHoldingTheMarkerByteIsLeftAsItIs() {
        let bytes: [UInt8] = [0x3C, 0x61, DigitColumns.marker, 0x31]
        XCTAssertNil(bytes.withUnsafeBytes { DigitColumns.split($0) })
    }

    func testADamagedPayloadIsRefused() throws {
        let payload = try split(Array("<a>12</a><b>345</b>".utf8))
        let damaged: [(String, [UInt8])] = [
            ("its text is longer than the stream", [0x7F] + payload.dropFirst()),
            ("bytes are left over after its last digit run", payload + [0]),
            ("a digit run's length or value is unreadable", Array(payload.dropLast())),
            ("a digit run's length or value is unreadable", payload.enumerated().map { $0.offset == 17 ? 0 : $0.element }),
            ("a value does not fit its digits", Array(payload.dropLast()) + [0x7E]),
        ]
        for (reason, bytes) in damaged {
            XCTAssertThrowsError(try joined(bytes), reason) { error in
                XCTAssertEqual((error as? OriginalCodecError)?.reason, "the kept stream is damaged: \(reason) (digit columns)")
            }
        }
    }

    func testChunksAreFullAndAStoppedJoinHandsOnNoMore() throws {
        let bytes = Array(String(repeating: "<p>123456</p>", count: 60_000).utf8)
        var sizes: [Int] = []
        try DigitColumns.join(try split(bytes)) { chunk in
            sizes.append(chunk.count)
            return true
        }
        XCTAssertEqual(sizes.dropLast(), Array(repeating: ImportInput.chunkSize, count: sizes.count - 1))
        XCTAssertEqual(sizes.reduce(0, +), bytes.count)
        var calls = 0
        XCTAssertFalse(try DigitColumns.join(try split(bytes)) { _ in
            calls += 1
            return false
        })
        XCTAssertEqual(calls, 1)
    }
}
