import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// A file too large to be read into memory (over `ImportInput.wholeReadLimit`) is read twice:
/// once for its hash, once to parse it. When it is rewritten in between, it is recorded
/// under the hash of the bytes that were parsed, never under the old bytes' hash.
final class RewrittenFileHashTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A half-hour GPX run starting at `start`, padded with whitespace beyond the limit.
    private func largeGPX(start: Double, speed: Double) -> Data {
        var bytes = GeneratedRuns.gpx(GeneratedRuns.points(start: start, legs: [(1800, speed)]))
        bytes.append(Data(repeating: UInt8(ascii: "\n"), count: ImportInput.wholeReadLimit + 1))
        return bytes
    }

    /// Calls `action` once, the first time it is asked (from whichever thread).
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        private let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        func fire() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if !done {
                done = true
                action()
            }
            return false
        }
    }

    private func migrated() throws -> Database {
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        return database
    }

    func testAFileReplacedWhileHashedIsRecordedUnderTheHashOfWhatWasParsed() throws {
        let old = largeGPX(start: 1_714_636_800, speed: 3)
        let new = largeGPX(start: 1_714_723_200, speed: 3.5)
        let path = folder.path("run.gpx")
        try old.write(to: URL(fileURLWithPath: path))
        try new.write(to: URL(fileURLWithPath: folder.path("new.gpx")))
        let database = try migrated()
        var options = ImportOptions(zone: try XCTUnwrap(TimeZone(identifier: "UTC")))
        // Asked first while the hash reads the old file (already open): the new bytes take
        // its name then, so the parse that follows reads them.
        let replace = Once { XCTAssertEqual(rename(self.folder.path("new.gpx"), path), 0) }
        options.isCancelled = { replace.fire() }
        let result = try Importer(options: options).importFile(ImportInput(file: URL(fileURLWithPath: path)), into: database)
        XCTAssertEqual(result.status, .imported, "\(String(describing: result.error))")
        XCTAssertEqual(result.runs.first?.startUTC, 1_714_723_200, "the run is the new bytes' run")
        XCTAssertEqual(
            try database.scalar("SELECT content_sha256 FROM import_files").stringValue, try SHA256.hex(of: new),
            "the file is recorded under the hash of the bytes that were parsed")

        // The old bytes were never imported, so they are no duplicate; the new ones are.
        let plain = Importer(options: ImportOptions(zone: try XCTUnwrap(TimeZone(identifier: "UTC"))))
        try old.write(to: URL(fileURLWithPath: folder.path("old-again.gpx")))
        let oldAgain = try plain.importFile(ImportInput(file: URL(fileURLWithPath: folder.path("old-again.gpx"))), into: database)
        XCTAssertEqual(oldAgain.status, .imported)
        XCTAssertEqual(oldAgain.runs.first?.startUTC, 1_714_636_800)
        let newAgain = try plain.importFile(ImportInput(file: URL(fileURLWithPath: path)), into: database)
        XCTAssertEqual(newAgain.status, .duplicate)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 2)
    }

    func testCompleteReadsThatDisagreeAreAFileChangedWhileRead() throws {
        let path = folder.path("run.gpx")
        try largeGPX(start: 1_714_636_800, speed: 3).write(to: URL(fileURLWithPath: path))
        let hashes = ReadPassHashes()
        var input = ImportInput(file: URL(fileURLWithPath: path))
        input.readPasses = hashes
        // A read that stops early (format sniffing) is no complete read.
        _ = try input.prefix(100)
        XCTAssertNil(try hashes.agreedHash(file: "run.gpx"))
        try input.forEachChunk { _ in true }
        XCTAssertEqual(try hashes.agreedHash(file: "run.gpx"), try SHA256.hex(of: try Data(contentsOf: URL(fileURLWithPath: path))))
        try input.forEachChunk { _ in true }
        XCTAssertNotNil(try hashes.agreedHash(file: "run.gpx"), "two reads of the same bytes agree")
        try largeGPX(start: 1_714_723_200, speed: 3).write(to: URL(fileURLWithPath: path))
        try input.forEachChunk { _ in true }
        XCTAssertThrowsError(try hashes.agreedHash(file: "run.gpx")) { error in
            XCTAssertEqual(
                (error as? ImportError)?.description,
                "run.gpx: the file changed while it was being read; nothing of it was stored (import it again once it is written)")
        }
    }
}
