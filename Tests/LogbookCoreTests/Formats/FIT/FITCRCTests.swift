import XCTest
@testable import LogbookFormats

/// The FIT CRC-16 and the header and file CRC checks.
///
/// Expected CRCs of real bytes were computed once with an independent bitwise CRC-16
/// (polynomial 0xA001 reflected, initial value 0: the FIT CRC is CRC-16/ARC) in Python.
final class FITCRCTests: XCTestCase {
    private let fenix = "run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"
    private let damaged = " although the file has its full length: no message shows where the file is damaged; "
        + "recovered all of it (2809 records), marked recovered at byte 121837"

    /// The warnings of the only activity of `bytes`.
    private func warnings(_ bytes: [UInt8]) throws -> [String] {
        let activities = try FITReader.read(bytes: bytes, file: "test.fit")
        XCTAssertEqual(activities.count, 1)
        XCTAssertEqual(activities.first?.recoveredAtByte, 121_837)
        XCTAssertEqual(activities.first?.pointCount, 2809)
        return activities.first?.warnings ?? []
    }

    func testCheckValueOfCRC16ARC() {
        XCTAssertEqual(FITCRC.checksum(Array("123456789".utf8), 0..<9), 0xBB3D)
        XCTAssertEqual(FITCRC.checksum([], 0..<0), 0)
        XCTAssertEqual(FITCRC.update(0, with: 0x01), 0xC0C1)
    }

    func testByteTableAgreesWithTheProtocolsNibbleForm() throws {
        let bytes = try FITTestFiles.fixtureBytes("run-garmin-fr70-footpod-no-gps-compressed-timestamps-relative-time.fit")
        var byNibbles: UInt16 = 0
        for (index, byte) in bytes.enumerated() {
            byNibbles = FITCRC.update(byNibbles, with: byte)
            if index % 97 == 0 { XCTAssertEqual(FITCRC.checksum(bytes, 0..<(index + 1)), byNibbles) }
        }
        XCTAssertEqual(FITCRC.checksum(bytes, 0..<bytes.count), byNibbles)
        XCTAssertEqual(byNibbles, 0)  // the file ends in its own CRC
        XCTAssertEqual(FITCRC.byteTable[1], 0xC0C1)
        XCTAssertEqual(FITCRC.byteTable[255], 0x4040)
    }

    func testRealHeaderAndFileCRCs() throws {
        let bytes = try FITTestFiles.fixtureBytes(fenix)
        XCTAssertEqual(FITCRC.checksum(bytes, 0..<12), 0x1EC4)
        XCTAssertEqual(UInt16(bytes[12]) | UInt16(bytes[13]) << 8, 0x1EC4)
        XCTAssertEqual(FITCRC.checksum(bytes, 0..<(bytes.count - 2)), 0xCF14)
        // A CRC over the bytes and their own CRC is 0.
        XCTAssertEqual(FITCRC.checksum(bytes, 0..<bytes.count), 0)
    }

    /// A flipped bit that leaves every message decodable and plausible: the whole file is
    /// kept, recovered, the damage placed at the CRC that tells of it.
    func testFlippedDataByteIsAFileCRCMismatch() throws {
        var bytes = try FITTestFiles.fixtureBytes(fenix)
        bytes[5000] ^= 0x01
        XCTAssertTrue(
            try warnings(bytes).contains("the file CRC does not match (expected 0x752b, found 0xcf14)\(damaged)"))
    }

    func testFlippedCRCByteIsAFileCRCMismatch() throws {
        var bytes = try FITTestFiles.fixtureBytes(fenix)
        bytes[bytes.count - 1] ^= 0x80
        XCTAssertTrue(
            try warnings(bytes).contains("the file CRC does not match (expected 0xcf14, found 0x4f14)\(damaged)"))
    }

    func testCopyCutInsideItsHeaderIsRejected() throws {
        let bytes = try FITTestFiles.fixtureBytes(fenix)
        XCTAssertEqual(
            FITTestFiles.rejection(Array(bytes.prefix(13))),
            "byte 0: truncated: a 14-byte FIT header, the file has 13 bytes left")
        XCTAssertEqual(
            FITTestFiles.rejection(Array(bytes.prefix(11))),
            "byte 0: truncated: a FIT header needs 12 bytes, the file has 11 left")
        XCTAssertEqual(FITTestFiles.rejection([]), "byte 0: truncated: a FIT header needs 12 bytes, the file has 0 left")
        // Cut right after the header: no record is left, so no activity.
        XCTAssertEqual(
            FITTestFiles.rejection(Array(bytes.prefix(14))),
            "byte 14: the file ends without any session or record: no activity in it")
    }

    func testHeaderCRCIsCheckedOnlyWhenStored() throws {
        var bytes = try FITTestFiles.fixtureBytes(fenix)
        bytes[1] = 0x21  // protocol version: the header CRC no longer matches
        let headerCRC = FITCRC.checksum(bytes, 0..<12)
        XCTAssertEqual(
            FITTestFiles.rejection(bytes),
            "byte 12: header CRC mismatch (expected \(FITFormatError.hex16(headerCRC)), found 0x1ec4)")
        // A header CRC of 0 means "not computed": the file reads once its file CRC is right again.
        bytes[12] = 0
        bytes[13] = 0
        FITTestEncoder.fixFileCRC(&bytes)
        XCTAssertNil(FITTestFiles.rejection(bytes))
    }

    func testTwelveByteHeaderHasNoHeaderCRC() throws {
        var encoder = FITTestEncoder()
        encoder.define(local: 0, global: 20, [.init(number: 253, size: 4, type: FITTestEncoder.uint32)])
        encoder.message(local: 0, [FITTestEncoder.fitTime(1_700_000_000)])
        let activities = try FITReader.read(bytes: encoder.file(headerSize: 12), file: "t.fit")
        XCTAssertEqual(activities.first?.segments.first?.first?.timestamp, 1_700_000_000)
        let unchecked = try FITReader.read(bytes: encoder.file(headerSize: 14, headerCRC: false), file: "t.fit")
        XCTAssertEqual(unchecked.first?.pointCount, 1)
    }
}
