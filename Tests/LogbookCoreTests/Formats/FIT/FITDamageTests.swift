import XCTest
@testable import LogbookAnalysis
@testable import LogbookFormats

/// FIT files whose bytes their CRC does not vouch for: noise over their end, a flipped byte,
/// a real file that goes out of step. Every message before the first one that does not
/// decode or is not plausible is kept, the run rebuilt from its records when the session
/// went with the damage, and marked recovered at the byte where the damage starts.
final class FITDamageTests: XCTestCase {
    typealias E = FITTestEncoder
    typealias F = FITTestEncoder.Field

    private let utc = TimeZone(identifier: "UTC") ?? .current
    private let start = 1_700_000_000.0
    /// Records in the generated run: one a second, 3 m apart.
    private let recordCount = 1800

    /// A generated run of `recordCount` records (1 Hz, 3 m north each second, the distance
    /// field 3 m more each time, heart rate 140), then a lap and a running session of
    /// 5397 m; with the byte offset (in the file) of each record's header.
    private func run() -> (bytes: [UInt8], recordOffsets: [Int]) {
        var e = E()
        let t0 = E.fitTime(start)
        e.define(local: 0, global: 0, [F(number: 0, size: 1, type: E.enumType)])
        e.message(local: 0, [4])
        e.define(local: 1, global: 20, [
            F(number: 253, size: 4, type: E.uint32), F(number: 0, size: 4, type: E.sint32),
            F(number: 1, size: 4, type: E.sint32), F(number: 5, size: 4, type: E.uint32), F(number: 3, size: 1, type: E.uint8),
        ])
        var offsets: [Int] = []
        for second in 0..<recordCount {
            offsets.append(14 + e.data.count)
            e.message(local: 1, [
                t0 + UInt64(second), E.semicircles(45 + Double(second) * 3 / 111_195), E.semicircles(7),
                UInt64(second * 300), 140,
            ])
        }
        let seconds = UInt64(recordCount - 1)
        let totals = [
            F(number: 253, size: 4, type: E.uint32), F(number: 2, size: 4, type: E.uint32), F(number: 7, size: 4, type: E.uint32),
            F(number: 8, size: 4, type: E.uint32), F(number: 9, size: 4, type: E.uint32),
        ]
        e.define(local: 2, global: 19, totals)
        e.message(local: 2, [t0 + seconds, t0, seconds * 1000, seconds * 1000, seconds * 300])
        e.define(local: 3, global: 18, totals + [F(number: 5, size: 1, type: E.enumType)])
        e.message(local: 3, [t0 + seconds, t0, seconds * 1000, seconds * 1000, seconds * 300, 1])
        return (e.file(), offsets)
    }

    /// `bytes` with everything from `from` to the end (the CRC too) overwritten by noise
    /// from a fixed seed, so that every run of the test sees the same bytes.
    private func noised(_ bytes: [UInt8], from: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var damaged = bytes
        for index in from..<bytes.count {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            damaged[index] = UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
        }
        return damaged
    }

    private func build(_ bytes: [UInt8]) throws -> BuiltRun {
        let activities = try FITReader.read(bytes: bytes, file: "damaged.fit")
        XCTAssertEqual(activities.count, 1)
        return try XCTUnwrap(RunBuilder.build(activities[0], zone: utc, thresholds: .standard))
    }

    func testNoiseOverTheLastOneTenAndFiftyPercentIsRecoveredUpToTheDamage() throws {
        let (whole, offsets) = run()
        XCTAssertEqual(whole.count, 32_536)  // 46 bytes, 1800 records of 18, lap, session, CRC
        // percent: (first noised byte, records whose time, position and distance come before
        // it, where reading stops). At 1 % the noise begins at the heart rate of record 1786,
        // which is kept; the noise after it reads as a data message of type 0 and then a
        // definition of architecture 0x0b. At 10 % and 50 % the first record the noise
        // reaches is the one refused: its distance grows by 18,869 km, its time by 74 years.
        let expected: [(percent: Int, from: Int, kept: Int, stop: Int)] = [
            (1, 32_211, 1787, 32_214), (10, 29_283, 1624, 29_278), (50, 16_268, 901, 16_264),
        ]
        for (percent, from, kept, stop) in expected {
            let bytes = noised(whole, from: whole.count - whole.count * percent / 100, seed: UInt64(percent))
            XCTAssertEqual(whole.count - whole.count * percent / 100, from, "\(percent) %")
            XCTAssertEqual(bytes.count, whole.count)
            XCTAssertEqual(Array(bytes.prefix(14)), Array(whole.prefix(14)), "the header is kept")
            XCTAssertEqual(offsets.filter { $0 + 17 <= from }.count, kept, "\(percent) %")
            let built = try build(bytes)
            // The records before the damage, 3 m apart from 0 m: the session went with it.
            XCTAssertEqual(built.sampleList.count, kept, "\(percent) %")
            XCTAssertEqual(try XCTUnwrap(built.run.distance), Double((kept - 1) * 3), accuracy: 0.5, "\(percent) %")
            XCTAssertEqual(built.run.distanceSource, .device)
            XCTAssertEqual(built.run.moving, Double(kept - 1), "\(percent) %")
            XCTAssertEqual(built.run.elapsed, Double(kept - 1), "\(percent) %")
            XCTAssertNil(built.run.device.distance, "no session is left to state one")
            XCTAssertEqual(built.run.recoveredAtByte, Int64(stop), "\(percent) %")
            XCTAssertEqual(built.run.sport, "running", "\(percent) %: inferred from 3 m/s")
            XCTAssertTrue(
                built.warnings.contains { $0.hasPrefix("damaged at byte \(stop) (") && $0.contains("(\(kept) records) before it") },
                "\(percent) %: \(built.warnings)")
        }
    }

    func testTheWholeFileIsReadWholeAndNotMarked() throws {
        let built = try build(run().bytes)
        XCTAssertNil(built.run.recoveredAtByte)
        XCTAssertEqual(built.run.distance, 5397)
        XCTAssertEqual(built.run.sport, "running")
        XCTAssertEqual(built.sampleList.count, recordCount)
    }

    func testDamageInsideTheHeaderIsRejectedAtItsByte() {
        var bytes = run().bytes
        bytes[5] ^= 0x40  // the data size: the header CRC no longer matches
        let headerCRC = FITCRC.checksum(bytes, 0..<12)
        XCTAssertEqual(
            FITTestFiles.rejection(bytes),
            "byte 12: header CRC mismatch (expected \(FITFormatError.hex16(headerCRC)), found \(FITFormatError.hex16(UInt16(bytes[12]) | UInt16(bytes[13]) << 8)))")
        var signature = run().bytes
        signature[9] = 0
        XCTAssertEqual(FITTestFiles.rejection(signature), "byte 8: missing the .FIT signature")
    }

    func testDamageInTheFirstDefinitionIsRejectedAtItsByte() {
        var bytes = run().bytes
        bytes[16] = 0x07  // the architecture byte of the first definition
        XCTAssertEqual(FITTestFiles.rejection(bytes), "byte 16: unknown architecture 0x07 in a definition")
    }

    func testDamageBeforeAnyRecordOrSessionIsRejectedAtItsByte() {
        var bytes = run().bytes
        bytes[14 + 9 + 2] = 0x0E  // the record definition's header byte becomes a data message of type 14
        XCTAssertEqual(
            FITTestFiles.rejection(bytes),
            "byte 25: data message uses undefined local message type 14: no record or session comes before it")
    }

    /// A flipped bit in a heart rate: every message decodes and is plausible, so the damage
    /// cannot be placed; the whole file is kept, marked recovered at its CRC.
    func testAFlipThatEveryMessageSurvivesKeepsEverythingMarkedAtTheCRC() throws {
        var bytes = run().bytes
        let (_, offsets) = run()
        bytes[offsets[900] + 17] ^= 0x01  // record 900's heart rate: 141
        let built = try build(bytes)
        XCTAssertEqual(built.run.distance, 5397)
        XCTAssertEqual(built.sampleList.count, recordCount)
        XCTAssertEqual(built.run.recoveredAtByte, Int64(bytes.count - 2))
        XCTAssertTrue(
            built.warnings.contains { $0.hasPrefix("the file CRC does not match (expected ") && $0.hasSuffix("marked recovered at byte 32534") },
            "\(built.warnings)")
    }

    /// The Strava Android file: 19 bytes shorter than its header says, and at byte 7451 a
    /// record dated 2085 (fitdecode and fitparse both stop reading at byte 7471, the undefined
    /// local message after it). The 472 records before it are kept: about 5 minutes.
    func testTheStravaAndroidFileIsRecoveredUpToItsRecordDated2085() throws {
        let input = FITTestFiles.fixture("malformed-strava-android-run-undefined-local-message-short-file.fit")
        let activities = try FITReader.read(input)
        XCTAssertEqual(activities.count, 1)
        let activity = activities[0]
        XCTAssertEqual(activity.recoveredAtByte, 7451)
        XCTAssertEqual(activity.pointCount, 472)
        XCTAssertTrue(
            activity.warnings.contains { $0.hasPrefix("damaged at byte 7451 (a timestamp ") && $0.hasSuffix("(472 records) before it") },
            "\(activity.warnings)")
        // Its session is written at the start of the file, before the damage: its totals stay.
        XCTAssertEqual(try XCTUnwrap(activity.summary.distance), 11274.04, accuracy: 0.005)
    }

    func testAFileCutShortIsMarkedRecoveredWhereItsLostPartStarts() throws {
        let (whole, offsets) = run()
        let cut = Array(whole.prefix(offsets[1000] + 7))
        let activity = try FITReader.read(bytes: cut, file: "cut.fit")[0]
        XCTAssertEqual(activity.pointCount, 1000)
        XCTAssertEqual(activity.recoveredAtByte, offsets[1000])
        XCTAssertTrue(activity.warnings.contains("file ends early at byte \(offsets[1000] + 7): imported up to 00:16:39 (1000 records)"))
        XCTAssertNil(try FITReader.read(bytes: whole, file: "whole.fit")[0].recoveredAtByte)
    }
}
