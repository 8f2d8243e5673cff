import Foundation
import XCTest

@testable import LogbookFormats

/// The pure decisions of archive reading: signatures, the zip-bomb ratio, shown names.
final class ArchiveNamingTests: XCTestCase {
    func testSignaturesAreReadFromContent() {
        XCTAssertEqual(ArchiveSignature.detect([0x1F, 0x8B, 0x08, 0x00]), .gzip)
        XCTAssertEqual(ArchiveSignature.detect(Array("BZh91AY".utf8)), .bzip2)
        XCTAssertNil(ArchiveSignature.detect(Array("BZhX".utf8)))
        XCTAssertEqual(ArchiveSignature.detect([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00]), .xz)
        XCTAssertEqual(ArchiveSignature.detect([0x50, 0x4B, 0x03, 0x04, 0x14]), .zip)
        XCTAssertEqual(ArchiveSignature.detect([0x50, 0x4B, 0x05, 0x06]), .zip)
        var tar = [UInt8](repeating: 0, count: 512)
        tar.replaceSubrange(257..<262, with: Array("ustar".utf8))
        XCTAssertEqual(ArchiveSignature.detect(tar), .tar)
        XCTAssertNil(ArchiveSignature.detect(Array("<?xml version=\"1.0\"?><gpx>".utf8)))
        XCTAssertNil(ArchiveSignature.detect([14, 0x10, 0, 0, 0, 0, 0, 0] + Array(".FIT".utf8)))
        XCTAssertNil(ArchiveSignature.detect(Array("PK".utf8)))
    }

    func testTheGuardAllows500TimesWhatWasConsumedPlusTheReadAhead() {
        let slack = InflationGuard.unattributedBytes
        XCTAssertFalse(InflationGuard.isBomb(decompressed: 500 * (1000 + slack), consumed: 1000))
        XCTAssertTrue(InflationGuard.isBomb(decompressed: 500 * (1000 + slack) + 1, consumed: 1000))
        // A real file compressed 30 times is far inside; huge numbers never overflow into a pass.
        XCTAssertFalse(InflationGuard.isBomb(decompressed: 30 << 30, consumed: 1 << 30))
        XCTAssertFalse(InflationGuard.isBomb(decompressed: .max, consumed: .max))
        XCTAssertTrue(InflationGuard.isBomb(decompressed: .max, consumed: 0))
        XCTAssertEqual(
            InflationGuard.reason(decompressed: 128 << 20, consumed: 130 << 10),
            "inflates to more than 500 times its compressed size (128.0 MiB from 130.0 KiB so far): rejected as a zip bomb; "
                + "nothing of it was stored and the rest of its archive was not read")
    }

    func testMemberNamesAreShownNeutralised() {
        XCTAssertEqual(MemberName.display("../../etc/passwd"), "__/__/etc/passwd")
        XCTAssertEqual(MemberName.display("/etc/passwd"), "etc/passwd")
        XCTAssertEqual(MemberName.display("..\\..\\boot.ini"), "__/__/boot.ini")
        XCTAssertEqual(MemberName.display("run\u{1B}[2J.gpx"), "run\\x1B[2J.gpx")
        XCTAssertEqual(MemberName.display("a\u{0}b\nc\u{9B}"), "a\\x00b\\x0Ac\\x9B")
        XCTAssertEqual(MemberName.display("activities/123.fit.gz"), "activities/123.fit.gz")
        // Bidirectional controls are shown, never erased or left to reverse the name.
        XCTAssertEqual(MemberName.display("run\u{202E}xpg.gpx"), "run\\u{202E}xpg.gpx")
        XCTAssertEqual(MemberName.display("\u{2066}a\u{200F}\u{061C}"), "\\u{2066}a\\u{200F}\\u{061C}")
        XCTAssertEqual(MemberName.display("läufe/über.gpx"), "läufe/über.gpx")
        XCTAssertEqual(MemberName.qualified(archive: "export.zip", member: "activities/1.gpx"), "export.zip:activities/1.gpx")
        XCTAssertTrue(MemberName.isHidden("__MACOSX/activities/._1.gpx"))
        XCTAssertTrue(MemberName.isHidden("activities/.DS_Store"))
        XCTAssertFalse(MemberName.isHidden("activities/1.gpx"))
    }

    func testLibarchiveMessagesBecomeClearReasons() {
        XCTAssertTrue(ArchiveFailure.reason(libarchiveMessage: "Truncated ZIP file data").hasPrefix("the archive is truncated"))
        XCTAssertTrue(ArchiveFailure.reason(libarchiveMessage: "ZIP decompression failed (-5)").hasPrefix("the archive is truncated"))
        XCTAssertTrue(ArchiveFailure.reason(libarchiveMessage: "Encrypted file is unsupported").hasPrefix("this member is encrypted"))
        XCTAssertTrue(
            ArchiveFailure.reason(libarchiveMessage: "Unsupported ZIP compression method (7: reduce)")
                .hasPrefix("this member uses a compression method logbook cannot read"))
        XCTAssertTrue(ArchiveFailure.reason(libarchiveMessage: "gzip decompression failed").hasPrefix("the compressed data is corrupt"))
    }
}
