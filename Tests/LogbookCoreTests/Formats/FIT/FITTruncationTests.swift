import XCTest
@testable import LogbookFormats

/// A FIT file cut short (a watch whose battery died before it wrote the last messages and the
/// CRC) keeps every complete message; a file of full length whose CRC is wrong is damage and
/// stays rejected.
final class FITTruncationTests: XCTestCase {
    private let fenix = "run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"

    func testFileCutAtSeventyPercentKeepsItsCompleteRecords() throws {
        let full = try FITTestFiles.fixtureBytes(fenix)
        let cut = Array(full.prefix(full.count * 7 / 10))
        XCTAssertEqual(cut.count, 85_287)
        let whole = try FITReader.read(bytes: full, file: "whole.fit")[0]
        let activities = try FITReader.read(bytes: cut, file: "cut.fit")
        XCTAssertEqual(activities.count, 1)
        let run = activities[0]
        let points = Array(run.segments.joined())
        // An independent scan of the bytes (record headers and definitions only) counts 1979
        // record messages that end before byte 85287 (the last complete message ends at 85271).
        XCTAssertEqual(points.count, 1979)
        XCTAssertEqual(points, Array(whole.segments.joined().prefix(1979)))
        XCTAssertEqual(points.first?.timestamp, 1_439_649_908)  // 2015-08-15T14:45:08Z
        XCTAssertEqual(points.last?.timestamp, 1_439_649_908 + 1_997)
        XCTAssertEqual(points.last?.deviceDistance ?? .nan, 7_253.38, accuracy: 1e-6)
        XCTAssertTrue(
            run.warnings.contains("file ends early at byte 85287: imported up to 00:33:17 (1979 records)"),
            "\(run.warnings)")
        // The session message was in the lost part: totals come from the records.
        XCTAssertNil(run.summary.distance)
    }

    func testFileMissingOnlyItsCRCKeepsEverything() throws {
        let full = try FITTestFiles.fixtureBytes(fenix)
        let whole = try FITReader.read(bytes: full, file: "whole.fit")[0]
        let run = try FITReader.read(bytes: Array(full.dropLast(2)), file: "no-crc.fit")[0]
        XCTAssertEqual(run.segments, whole.segments)
        XCTAssertEqual(run.summary, whole.summary)
        XCTAssertEqual(run.statedOffset, whole.statedOffset)
        XCTAssertTrue(
            run.warnings.contains("file ends early at byte 121837: imported up to 00:47:13 (2809 records)"),
            "\(run.warnings)")
    }

    func testFullLengthFileWithAFlippedByteIsDamageNotTruncation() throws {
        var bytes = try FITTestFiles.fixtureBytes(fenix)
        bytes[bytes.count / 2] ^= 0x10
        let run = try FITReader.read(bytes: bytes, file: "flipped.fit")[0]
        // Not a cut: no "file ends early"; the damage is told by the CRC at the data's end.
        XCTAssertFalse(run.warnings.contains { $0.hasPrefix("file ends early") }, "\(run.warnings)")
        XCTAssertTrue(run.warnings.contains { $0.hasPrefix("the file CRC does not match (expected ") }, "\(run.warnings)")
        XCTAssertEqual(run.recoveredAtByte, 121_837)
    }
}
