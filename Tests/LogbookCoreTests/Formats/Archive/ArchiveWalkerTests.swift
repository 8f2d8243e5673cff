import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats

/// Walking archives: names, nesting, sizes, and every kind of bad archive.
final class ArchiveWalkerTests: XCTestCase {
    private let gpx = Data("<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg></trkseg></trk></gpx>\n".utf8)

    /// Every entry of the archive `data` named `name`, as `name -> content` or `name: reason`.
    private func walk(_ data: Data, name: String = "a.zip") throws -> [String] {
        var queue = ImportQueue([.input(ImportInput(data: data, displayName: name))])
        var lines: [String] = []
        while let entry = queue.next() {
            switch entry {
            case .input(let input):
                lines.append("\(input.displayName) -> \(try input.readAll(atMost: 1 << 30)?.count ?? -1) bytes")
            case .unreadable(let error):
                lines.append("rejected \(error.description)")
            case .skipped(let file, let reason):
                lines.append("skipped \(file): \(reason)")
            }
        }
        return lines
    }

    func testNestedArchivesAndCompressedMembersAreNamedByTheirPath() throws {
        let inner = try TestArchive.zip([("runs/1.gpx", gpx), ("runs/2.gpx.gz", try TestArchive.compressed(gpx))])
        let outer = try TestArchive.zip([
            ("parts/inner.zip", inner), ("3.gpx.bz2", try TestArchive.compressed(gpx, filter: "bzip2")),
            ("4.gpx.xz", try TestArchive.compressed(gpx, filter: "xz")), ("__MACOSX/._3.gpx", Data([0, 5, 22, 7])),
            ("tracks.tar.gz", try TestArchive.tar([("5.gpx", gpx)], gzip: true)),
        ])
        let n = gpx.count
        XCTAssertEqual(try walk(outer), [
            "a.zip:parts/inner.zip:runs/1.gpx -> \(n) bytes", "a.zip:parts/inner.zip:runs/2.gpx.gz -> \(n) bytes",
            "a.zip:3.gpx.bz2 -> \(n) bytes", "a.zip:4.gpx.xz -> \(n) bytes", "skipped a.zip:__MACOSX/._3.gpx: hidden file",
            "a.zip:tracks.tar.gz:5.gpx -> \(n) bytes",
        ])
        XCTAssertEqual(try walk(try TestArchive.compressed(gpx), name: "run.gpx.gz"), ["run.gpx.gz -> \(n) bytes"])
    }

    func testALargeMemberIsReadAgainFromTheArchiveAsAStream() throws {
        var bytes = [UInt8](repeating: 0, count: ImportInput.wholeReadLimit + 12345)
        for index in stride(from: 0, to: bytes.count, by: 997) { bytes[index] = UInt8(truncatingIfNeeded: index) }
        let big = Data(bytes)
        let zip = try TestArchive.zip([("small.csv", Data("a,b\n".utf8)), ("nest.zip", try TestArchive.zip([("big.bin", big)]))])
        var queue = ImportQueue([.input(ImportInput(data: zip, displayName: "x.zip"))])
        _ = queue.next()
        guard case .input(let input) = queue.next() else { return XCTFail("no second member") }
        guard case .member(let location) = input.source else { return XCTFail("the large member was held in memory") }
        XCTAssertEqual(location.path, [1, 0])
        XCTAssertEqual(input.displayName, "x.zip:nest.zip:big.bin")
        XCTAssertEqual(try input.readAll(atMost: 1 << 30), big)
        XCTAssertNil(queue.next())
    }

    /// A member name with a right-to-left override (and any other non-ASCII letter) keeps
    /// its name: libarchive gave none for a UTF-8 name outside a UTF-8 locale, so the name
    /// was shown empty; the override is now shown as `\u{202E}`, the rest as it is.
    func testANonASCIIMemberNameIsKeptAndItsBidiControlShownVisibly() throws {
        XCTAssertEqual(
            try walk(ZipBomb.zeros(size: 100, name: "run\u{202E}xpg.gpx", withCRC: true)),
            ["a.zip:run\\u{202E}xpg.gpx -> 100 bytes"])
        XCTAssertEqual(try walk(ZipBomb.zeros(size: 100, name: "lauf-zürich.gpx", withCRC: true)), ["a.zip:lauf-zürich.gpx -> 100 bytes"])
    }

    func testTheBuiltBombInflatesToItsZeros() throws {
        // The same construction as the 2 GiB bomb, small enough to pass the guard.
        XCTAssertEqual(try walk(ZipBomb.zeros(size: 1 << 20, withCRC: true)), ["a.zip:zeros.gpx -> 1048576 bytes"])
    }

    func testATwoGiBMemberOfZerosIsRejectedQuickly() throws {
        let bomb = ZipBomb.zeros(size: 1 << 31)
        XCTAssertLessThan(bomb.count, 3 << 20)
        // Inflating the 2 GiB would take many processor seconds; refusing it takes milliseconds.
        let (lines, seconds) = try ThreadProcessorTime.measure { try walk(bomb, name: "bomb.zip") }
        XCTAssertLessThan(seconds, 10, "processor seconds")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("rejected bomb.zip:zeros.gpx: inflates to more than 500 times"), lines[0])
    }

    func testATruncatedZipGivesItsIntactMembers() throws {
        let members = (1...3).map { ("run\($0).gpx", gpx + Data(repeating: UInt8(ascii: " "), count: 2000)) }
        let zip = try TestArchive.zip(members, method: .store)
        let lines = try walk(zip.prefix(zip.count - 1500 - 120), name: "cut.zip")
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertEqual(Array(lines.prefix(2)), ["cut.zip:run1.gpx -> \(gpx.count + 2000) bytes", "cut.zip:run2.gpx -> \(gpx.count + 2000) bytes"])
        XCTAssertTrue(lines[2].hasPrefix("rejected cut.zip:run3.gpx: the archive is truncated"), lines[2])
    }

    func testEncryptedUnsupportedAndCorruptMembersAreRejectedAlone() throws {
        let locked = try TestArchive.zip([("secret.gpx", gpx)], passphrase: "pw")
        let lockedLines = try walk(locked)
        XCTAssertEqual(lockedLines.count, 1, "\(lockedLines)")
        XCTAssertTrue(lockedLines[0].hasPrefix("rejected a.zip:secret.gpx: this member is encrypted"), lockedLines[0])

        var odd = try TestArchive.zip([("odd.gpx", gpx)], method: .store)
        odd[8] = 7  // the local header's compression method: 7 (tokenize), which nobody implements
        let oddLines = try walk(odd)
        XCTAssertEqual(oddLines.count, 1, "\(oddLines)")
        XCTAssertTrue(oddLines[0].hasPrefix("rejected a.zip:odd.gpx: this member uses a compression method"), oddLines[0])

        var gz = try TestArchive.compressed(gpx + gpx + gpx)
        for index in 12..<(gz.count - 10) { gz[index] ^= 0x5A }
        let corrupt = try walk(gz, name: "run.gpx.gz")
        XCTAssertEqual(corrupt.count, 1, "\(corrupt)")
        XCTAssertTrue(corrupt[0].hasPrefix("rejected run.gpx.gz: the compressed data is corrupt"), corrupt[0])
    }

    func testHostileNamesAreShownNeutralised() throws {
        let lines = try walk(try TestArchive.zip([("../../etc/passwd", gpx), ("/abs\u{1B}[31m.gpx", gpx)]), name: "evil.zip")
        XCTAssertEqual(lines, ["evil.zip:__/__/etc/passwd -> \(gpx.count) bytes", "evil.zip:abs\\x1B[31m.gpx -> \(gpx.count) bytes"])
    }

    /// Bytes that start like a tar but are none (the header's checksum is wrong) are taken
    /// by libarchive as they are, one member holding those very bytes: they were walked as
    /// an archive again and again until memory ran out (found by fuzzing: such a tar, gzipped).
    func testBytesThatOnlyStartLikeAnArchiveAreRejectedOnce() throws {
        var tar = try TestArchive.tar([("5.gpx", gpx)])
        tar.replaceSubrange(148..<156, with: Array("0000000\0".utf8))
        for (data, name) in [(tar, "bad.tar"), (try TestArchive.compressed(tar), "bad.tar.gz")] {
            XCTAssertEqual(try walk(data, name: name), ["rejected \(name): \(ArchiveWalker.notAContainerReason)"])
        }
    }

    /// An archive inside `nestingLimit` others is not opened (an archive that holds itself, a
    /// zip or gzip quine, was opened until memory ran out); one level less is read.
    func testArchivesNestedBeyondTheLimitAreRejected() throws {
        var data = gpx
        for _ in 0..<ArchiveWalker.nestingLimit { data = try TestArchive.zip([("n", data)]) }
        let inside = String(repeating: ":n", count: ArchiveWalker.nestingLimit)
        XCTAssertEqual(try walk(data, name: "deep.zip"), ["deep.zip\(inside) -> \(gpx.count) bytes"])
        XCTAssertEqual(
            try walk(try TestArchive.zip([("n", data)]), name: "deeper.zip"),
            ["rejected deeper.zip\(inside): archives nested more than 16 deep; this one was not opened (an archive that holds itself?)"])
    }
}
