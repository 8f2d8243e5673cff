import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookSQLite

/// A kept original replaced in the logbook by a zstd bomb (a few KB that inflate to far more
/// than the byte count stored beside it): `original --out FILE`, `original --out -` and
/// `rebuild --from-originals` stop at the byte after that count, say the original is damaged,
/// write no file and hand on no byte beyond the count; a stream asking for a window of 1 GiB
/// is refused before zstd allocates it. A bomb kept as digit columns stops at the most bytes
/// the file's digit columns can take, before they are held.
final class KeptOriginalBombTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private let gpx = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx").path

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports the example GPX, replaces its kept stream with `stream` kept with `layout` (NULL:
    /// the bytes as they are) and returns the byte count stored for it.
    private func keptOriginalReplaced(by stream: [UInt8], layout: String? = nil) throws -> Int64 {
        let imported = try CLIRunner.run(["import", "--db", db, gpx])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        let database = try Database(path: db)
        try database.execute("DELETE FROM kept_original_chunks")
        let sha256 = try XCTUnwrap(try database.scalar("SELECT content_sha256 FROM kept_originals").stringValue)
        try database.execute(
            "INSERT INTO kept_original_chunks (content_sha256, seq, bytes) VALUES (?, 0, ?)", [.text(sha256), .blob(stream)])
        try database.execute("UPDATE kept_originals SET layout = ?", [layout.map { .text($0) } ?? .null])
        return try XCTUnwrap(try database.scalar("SELECT byte_count FROM kept_originals").int64Value)
    }

    func testABombStopsAtTheByteAfterTheStoredCountInEveryCommandThatReadsIt() throws {
        // 512 blocks of 128 KiB of 'a': 2 KB that inflate to 64 MiB.
        let bomb = ZstdBomb.frame(windowLog: 17, blocks: 512, byte: UInt8(ascii: "a"))
        XCTAssertLessThan(bomb.count, 2_100)
        let count = try keptOriginalReplaced(by: bomb)
        XCTAssertEqual(count, Int64(try Data(contentsOf: URL(fileURLWithPath: gpx)).count))
        let sha256 = try XCTUnwrap(try DatabaseSnapshot.scalar("SELECT content_sha256 FROM kept_originals", path: db).stringValue)
        let damage = "run 1's original \(gpx) cannot be read back: the kept original \(sha256) is damaged: "
            + "it inflates past the \(count) bytes that were kept (read stopped at byte \(count + 1))"

        let out = folder.path("written.gpx")
        let written = try CLIRunner.run(["original", "1", "--out", out, "--db", db])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stderr, "Error: \(damage)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { !$0.hasPrefix("logbook.sqlite") }, [])

        let streamed = try CLIRunner.run(["original", "1", "--out", "-", "--db", db])
        XCTAssertEqual(streamed.status, 1)
        XCTAssertEqual(streamed.stderr, "Error: \(damage)\n")
        XCTAssertLessThanOrEqual(Int64(streamed.stdout.utf8.count), count)
        XCTAssertTrue(streamed.stdout.allSatisfy { $0 == "a" }, String(streamed.stdout.prefix(80)))

        let before = try DatabaseSnapshot.scalar("SELECT distance_m FROM runs WHERE id = 1", path: db)
        let rebuilt = try CLIRunner.run(["rebuild", "--from-originals", "--db", db])
        XCTAssertEqual(rebuilt.status, 1)
        XCTAssertEqual(
            rebuilt.stderr, "Error: \(gpx): its kept original cannot be read: the kept original \(sha256) is damaged: "
                + "it inflates past the \(count) bytes that were kept (read stopped at byte \(count + 1))\n")
        XCTAssertTrue(rebuilt.stdout.hasSuffix("0 files skipped, 1 rejected.\n"), rebuilt.stdout)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT distance_m FROM runs WHERE id = 1", path: db), before)
    }

    func testAStreamAskingForAWindowOfOneGiBIsRefusedBeforeItIsAllocated() throws {
        let count = try keptOriginalReplaced(by: ZstdBomb.frame(windowLog: 30, blocks: 4, byte: UInt8(ascii: "a")))
        let written = try CLIRunner.run(["original", "1", "--out", "-", "--db", db])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stdout, "")
        XCTAssertTrue(written.stderr.hasPrefix("Error: run 1's original \(gpx) cannot be read back: the kept stream is damaged: "), written.stderr)
        XCTAssertTrue(written.stderr.contains("memory"), written.stderr)
        XCTAssertGreaterThan(count, 0)
    }

    func testADigitColumnsBombStopsAtTheMostItsColumnsCanTakeInEveryCommandThatReadsIt() throws {
        let bomb = ZstdBomb.frame(windowLog: 17, blocks: 512, byte: UInt8(ascii: "a"))
        let count = try keptOriginalReplaced(by: bomb, layout: "digit-columns")
        let sha256 = try XCTUnwrap(try DatabaseSnapshot.scalar("SELECT content_sha256 FROM kept_originals", path: db).stringValue)
        let damage = "the kept original \(sha256) is damaged: its digit columns inflate past \(count * 12 + 10) bytes, "
            + "the most a file of \(count) bytes makes"

        let streamed = try CLIRunner.run(["original", "1", "--out", "-", "--db", db])
        XCTAssertEqual(streamed.status, 1)
        XCTAssertEqual(streamed.stderr, "Error: run 1's original \(gpx) cannot be read back: \(damage)\n")
        XCTAssertEqual(streamed.stdout, "")

        let rebuilt = try CLIRunner.run(["rebuild", "--from-originals", "--db", db])
        XCTAssertEqual(rebuilt.status, 1)
        XCTAssertEqual(rebuilt.stderr, "Error: \(gpx): its kept original cannot be read: \(damage)\n")
    }
}
