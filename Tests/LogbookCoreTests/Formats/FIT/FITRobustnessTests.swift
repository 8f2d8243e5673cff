import LogbookTestSupport
import XCTest
@testable import LogbookFormats

/// Damaged FIT bytes never crash the reader: each either reads or is rejected with the byte
/// offset of the fault. The damage keeps the CRCs right so that the decoder, not only the
/// CRC check, meets it.
final class FITRobustnessTests: XCTestCase {
    /// A FIT file (14-byte header with CRC) around `data`.
    private func wrap(_ data: [UInt8]) -> [UInt8] {
        var encoder = FITTestEncoder()
        encoder.data = data
        return encoder.file()
    }

    /// Reads `bytes`; returns "ok" or the rejection reason, failing on a reason without an offset.
    private func outcome(_ bytes: [UInt8]) -> String {
        guard let reason = FITTestFiles.rejection(bytes) else { return "ok" }
        XCTAssertTrue(reason.hasPrefix("byte "), reason)
        return reason
    }

    func testMutatedTruncatedAndRandomData() throws {
        let original = try FITTestFiles.fixtureBytes("run-garmin-venusq-smart-recording-gps-hr-cad.fit")
        let data = Array(original[14..<(original.count - 2)])
        var generator = SplitMix64(state: 20_240_229)
        var reasons: [String: Int] = [:]
        func count(_ reason: String) {
            // "byte 123: unknown base type 0x95" counts as "unknown base type #".
            let text = reason.drop { $0 != ":" }.dropFirst(2)
            let kind = text.split(separator: " ").map { word in
                word.first?.isNumber == true || word.hasPrefix("(") ? "#" : String(word)
            }.joined(separator: " ")
            reasons[kind.isEmpty ? reason : kind, default: 0] += 1
        }
        for _ in 0..<200 {  // a few bytes overwritten
            var damaged = data
            for _ in 0...generator.below(4) {
                damaged[generator.below(damaged.count)] = UInt8(truncatingIfNeeded: generator.next())
            }
            count(outcome(wrap(damaged)))
        }
        for _ in 0..<150 {  // the data cut short, with a header that says so
            count(outcome(wrap(Array(data.prefix(generator.below(data.count))))))
        }
        for _ in 0..<150 {  // random bytes, some with a valid first definition
            var random = (0..<generator.below(600)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if generator.below(2) == 0 { random = Array(data.prefix(40)) + random }
            count(outcome(wrap(random)))
        }
        // Random raw files, CRCs and all.
        for _ in 0..<200 {
            var random = (0..<generator.below(64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if random.count >= 12 {
                random[0] = generator.below(2) == 0 ? 12 : 14
                random.replaceSubrange(8..<12, with: Array(".FIT".utf8))
            }
            count(outcome(random))
        }
        // The decoder itself met the damage: faults of every kind, not only CRCs, were found.
        for kind in [
            "data message uses undefined local message type #",
            "truncated: a data message of # bytes runs past the end of the data # #",
            "truncated: a definition message runs past the end of the data",
            "unknown base type #", "unknown architecture # in a definition",
            "header CRC mismatch # # found #",
        ] {
            XCTAssertGreaterThan(reasons[kind, default: 0], 0, "\(kind) in \(reasons)")
        }
        XCTAssertGreaterThan(reasons["ok", default: 0], 0)
    }

    func testExtremeDefinitionsStayInBounds() throws {
        // 255 fields of 255 bytes each, and 255 developer fields: a message of 130,050 bytes
        // that the data does not hold.
        var data: [UInt8] = [0x60, 0, 0, 20, 0, 255]
        for number in 0..<255 { data += [UInt8(number), 255, 0x0D] }
        data.append(255)
        for number in 0..<255 { data += [UInt8(number), 255, 0] }
        data.append(0x00)
        XCTAssertEqual(
            FITTestFiles.rejection(wrap(data)),
            "byte \(14 + data.count - 1): truncated: a data message of 130050 bytes runs past the end of the data (byte \(14 + data.count))")
        // Timestamps at the top of the range: compressed offsets stay within UInt32 arithmetic.
        var encoder = FITTestEncoder()
        encoder.define(local: 0, global: 20, [.init(number: 253, size: 4, type: FITTestEncoder.uint32)])
        encoder.message(local: 0, [0xFFFF_FFFE])
        encoder.define(local: 1, global: 20, [.init(number: 3, size: 1, type: FITTestEncoder.uint8)])
        encoder.message(local: 1, timeOffset: 31, [100])
        let activities = try FITReader.read(bytes: encoder.file(), file: "top.fit")
        XCTAssertEqual(activities.first?.pointCount, 2)
    }

    func testOddBaseTypesOnKnownFields() throws {
        typealias E = FITTestEncoder
        var encoder = E()
        // file_id.type as a float64 of 1e300, a record timestamp as a float64 beyond UInt32,
        // heart rate and sport as sint32, cadence as float32 infinity.
        encoder.define(local: 0, global: 0, [.init(number: 0, size: 8, type: 0x89)])
        encoder.message(local: 0, [(1e300).bitPattern])
        XCTAssertEqual(FITTestFiles.rejection(encoder.file()), "byte 23: this is a FIT type 1e+300 file, not an activity")

        encoder = E()
        encoder.define(local: 0, global: 20, [
            .init(number: 253, size: 8, type: 0x89), .init(number: 3, size: 4, type: E.sint32),
            .init(number: 4, size: 4, type: E.float32),
        ])
        encoder.message(local: 0, [(5e9).bitPattern, UInt64(UInt32(bitPattern: -5)), UInt64(Float.infinity.bitPattern)])
        encoder.message(local: 0, [(1e9 + 0.5).bitPattern, 300, UInt64(Float(90.5).bitPattern)])
        encoder.define(local: 1, global: 18, [.init(number: 5, size: 4, type: E.sint32), .init(number: 2, size: 8, type: 0x89)])
        encoder.message(local: 1, [UInt64(UInt32(bitPattern: -1)), (1e9).bitPattern])
        let activities = try FITReader.read(bytes: encoder.file(), file: "odd.fit")
        XCTAssertEqual(activities.count, 1)
        XCTAssertNil(activities[0].rawSport)
        XCTAssertEqual(activities[0].segments.first?.map(\.timestamp), [5e9 + FITTime.epoch, 1e9 + 0.5 + FITTime.epoch])
        XCTAssertEqual(activities[0].segments.first?.last?.cadence, 181)
        XCTAssertTrue(activities[0].segments.first?.allSatisfy { $0.hr.isNaN } == true)
    }
}
