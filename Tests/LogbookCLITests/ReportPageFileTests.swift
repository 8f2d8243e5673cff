import Foundation
import XCTest

@testable import logbook

/// A report page written in pieces (`ReportFolder.write(to:_:)`, `ReportPageFile`): the bytes
/// on disk are the pieces', a page already there as it is stays untouched, and a change after
/// the first megabyte keeps the matching bytes before it.
final class ReportPageFileTests: XCTestCase {
    /// A folder of its own for each test.
    private func folder() throws -> ReportFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-page-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return ReportFolder(url: url)
    }

    /// Seeded pieces of text, `count` of them, each of a few hundred bytes.
    private func pieces(seed: UInt64, count: Int) -> [String] {
        var state = seed
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return "<p>\(index) \(state)</p>" + String(repeating: "x", count: Int(state >> 56))
        }
    }

    /// Writes `parts` as `name` in pieces; true when written.
    private func write(_ parts: [String], _ name: String, in folder: ReportFolder) throws -> Bool {
        try folder.write(to: name) { pieces in
            for part in parts { try pieces.append(part) }
        }
    }

    func testPiecesOfSeveralMegabytesAreWrittenAsTheWholeText() throws {
        let folder = try folder()
        let seed: UInt64 = 52
        let parts = pieces(seed: seed, count: 30_000)
        XCTAssertGreaterThan(parts.joined().utf8.count, 3 * TextPieces.capacity, "seed \(seed)")
        XCTAssertTrue(try write(parts, "index.html", in: folder))
        let written = try Data(contentsOf: folder.url.appendingPathComponent("index.html"))
        XCTAssertEqual(written, Data(parts.joined().utf8), "seed \(seed)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["index.html"], "no temporary file is left")
    }

    func testTheSamePageAgainIsLeftUntouched() throws {
        let folder = try folder()
        let parts = pieces(seed: 7, count: 20_000)
        XCTAssertTrue(try write(parts, "index.html", in: folder))
        let stamp = try XCTUnwrap(folder.stamp(of: "index.html"))
        XCTAssertFalse(try write(parts, "index.html", in: folder))
        XCTAssertEqual(folder.stamp(of: "index.html"), stamp, "size, times and inode unchanged")
        XCTAssertFalse(try folder.write(parts.joined(), to: "index.html"), "the whole text at once matches the pieces")
    }

    func testAChangeAfterTheFirstMegabyteOrAtTheEndIsWritten() throws {
        let folder = try folder()
        let seed: UInt64 = 11
        var parts = pieces(seed: seed, count: 20_000)
        XCTAssertTrue(try write(parts, "runs.html", in: folder))
        parts[15_000] = "<p>changed</p>"
        XCTAssertTrue(try write(parts, "runs.html", in: folder))
        XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent("runs.html")), Data(parts.joined().utf8), "seed \(seed)")
        let longer = parts + ["<p>one more</p>"]
        XCTAssertTrue(try write(longer, "runs.html", in: folder))
        XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent("runs.html")), Data(longer.joined().utf8))
        let shorter = Array(parts.prefix(10_000))
        XCTAssertTrue(try write(shorter, "runs.html", in: folder))
        XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent("runs.html")), Data(shorter.joined().utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["runs.html"], "no temporary file is left")
    }
}
