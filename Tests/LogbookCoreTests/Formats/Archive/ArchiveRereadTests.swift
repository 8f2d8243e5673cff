import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookFormats

/// A member too large to hold in memory is read again from its archive each time it is
/// needed (hashed, then parsed): the members before it, however large (a big member that is
/// no zip bomb, up to 500 times its compressed size), are not decompressed again.
final class ArchiveRereadTests: XCTestCase {
    private let before = 8 << 20, large = 5 << 20

    /// `count` bytes of random digits in lines (a 64 KiB block repeated: further apart than
    /// deflate's window, so they still compress only about 2 times).
    private func digits(_ count: Int, seed: UInt64) -> Data {
        var random = SplitMix64(state: seed)
        let block = (0..<(64 << 10)).map { $0 % 80 == 79 ? 0x0A : UInt8(ascii: "0") + UInt8(random.below(10)) }
        var bytes = Data(capacity: count)
        while bytes.count < count { bytes.append(contentsOf: block.prefix(count - bytes.count)) }
        return bytes
    }

    /// The location of the member named `member` (its last path element) of `root`, read again when imported.
    private func location(of member: String, in root: ArchiveRoot, name: String = "export.zip") throws -> ArchiveMemberLocation {
        let walker = ArchiveWalker(root: root, name: name)
        var found: [ArchiveMemberLocation] = []
        while let entry = walker.next() {
            if case .input(let input) = entry, case .member(let location) = input.source, input.displayName.hasSuffix(member) {
                found.append(location)
            }
        }
        XCTAssertEqual(found.count, 1)
        return try XCTUnwrap(found.first)
    }

    /// The member's bytes read again, and the bytes decompressed to reach it.
    private func reread(_ location: ArchiveMemberLocation) throws -> (bytes: Data, cost: Int64) {
        var bytes = Data()
        let cost = try location.forEachChunk { chunk in
            bytes.append(contentsOf: chunk)
            return true
        }
        return (bytes, cost)
    }

    func testReadingALargeMemberAgainDecompressesNothingBeforeIt() throws {
        let member = digits(large, seed: 2)
        let zip = try TestArchive.zip([
            ("activities/big-notes.txt", digits(before, seed: 1)), ("activities/1.gpx", Data("<gpx/>".utf8)),
            ("activities/long.gpx", member),
        ])
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path("export.zip")
        try zip.write(to: URL(fileURLWithPath: path))
        for root in [ArchiveRoot.data(zip), .file(path)] {
            let location = try location(of: "long.gpx", in: root)
            XCTAssertEqual(location.headers.map(\.name), ["activities/long.gpx"])
            let (bytes, cost) = try reread(location)
            XCTAssertEqual(bytes, member)
            XCTAssertEqual(cost, 0, "\(root)")
            // Walking from the first member instead decompresses all of them again, every time.
            var walked = location
            walked.headers = []
            let (same, walkCost) = try reread(walked)
            XCTAssertEqual(same, member)
            XCTAssertEqual(walkCost, Int64(before + 6))
        }
    }

    func testAMemberOfANestedZipIsReachedWithoutDecompressingTheMembersBeforeIt() throws {
        let member = digits(large, seed: 4)
        let bigBefore = digits(before, seed: 3)
        let inner = try TestArchive.zip([("big-notes.txt", bigBefore), ("long.gpx", member)])
        let outer = try TestArchive.zip([("parts/inner.zip", inner)], method: .store)
        let location = try location(of: "long.gpx", in: .data(outer))
        XCTAssertEqual(location.headers.map(\.name), ["parts/inner.zip", "long.gpx"])
        let (bytes, cost) = try reread(location)
        XCTAssertEqual(bytes, member)
        // Only the inner zip's own bytes up to the member are read (its first member compressed,
        // about half of its 8 MiB), never that member's 8 MiB decompressed.
        let compressedBefore = Int64(inner.count - member.count / 2)
        XCTAssertLessThan(cost, compressedBefore + (256 << 10))
        XCTAssertLessThan(cost, Int64(before) * 6 / 10)
        var walked = location
        walked.headers = []
        XCTAssertGreaterThan(try reread(walked).cost, Int64(before))
    }

    func testAMemberOfACompressedTarIsReachedByWalkingItsStream() throws {
        let member = digits(large, seed: 6)
        let tar = try TestArchive.tar([("big-notes.txt", digits(before, seed: 5)), ("long.gpx", member)], gzip: true)
        let location = try location(of: "long.gpx", in: .data(tar), name: "export.tar.gz")
        // Offsets inside a gzip stream are not offsets of the file: the stream is read again.
        XCTAssertEqual(location.headers.map(\.offset), [nil])
        let (bytes, cost) = try reread(location)
        XCTAssertEqual(bytes, member)
        XCTAssertEqual(cost, Int64(before))
    }
}
