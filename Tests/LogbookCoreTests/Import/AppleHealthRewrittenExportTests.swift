import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookSupport

/// An Apple Health export too large to hold in memory is read twice by a plain import: once
/// for its hash, once to parse it (while its workouts are stored one transaction each). When
/// it is rewritten in between, its runs and its record are those of the bytes that were
/// parsed: one file record, complete, so that importing it again is a duplicate and
/// `--refresh` pairs every run.
final class AppleHealthRewrittenExportTests: XCTestCase {
    private var folder: ScratchFolder!
    private var database: Database!
    private let start = AppleHealthReaderTests.summer

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try folder.migratedLogbook()
    }

    override func tearDown() {
        database = nil
        folder.remove()
    }

    private var options: ImportOptions { ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current) }

    private func count(_ sql: String) throws -> Int64 {
        try database.scalar(sql).int64Value ?? -1
    }

    private func export(indoorKm: Double, ride: Bool = true) -> Data {
        RewrittenHealthExport.bytes(start: start, indoorKm: indoorKm, ride: ride)
    }

    private func indoorDistance() throws -> Double {
        try database.scalar("SELECT distance_m FROM runs ORDER BY start_utc LIMIT 1").doubleValue ?? -1
    }

    /// The rewritten export, imported again and refreshed: one record, nothing duplicated.
    private func assertImportedOnceAsTheNewBytes(_ new: Data, runs: Int64, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 1, "one record for the export", file: file, line: line)
        XCTAssertEqual(
            try database.scalar("SELECT content_sha256 FROM import_files").stringValue, try SHA256.hex(of: new),
            "recorded under the hash of the bytes that were parsed", file: file, line: line)
        XCTAssertEqual(try count("SELECT complete FROM import_files"), 1, "every run of it is in", file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), runs, file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE file_id = 1"), runs, file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM run_sources"), runs, file: file, line: line)

        // The same bytes again: a duplicate, still one record, no run twice.
        let url = folder.url.appendingPathComponent("export.xml")
        let again = try Importer(options: options).importFile(ImportInput(file: url), into: database)
        XCTAssertEqual(again.status, .duplicate, "\(String(describing: again.error))", file: file, line: line)
        XCTAssertEqual(again.duplicateOf, 1, file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 1, file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), runs, file: file, line: line)
        XCTAssertEqual(try count("SELECT count(*) FROM run_sources"), runs, file: file, line: line)

        // `--refresh` finds every run of it: nothing to change.
        let refreshed = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(refreshed.status, .refreshed, refreshed.reason ?? "", file: file, line: line)
        XCTAssertEqual(refreshed.changes.count, Int(runs), file: file, line: line)
        XCTAssertEqual(refreshed.changes.filter(\.changesSomething).count, 0, file: file, line: line)
    }

    func testAnExportRewrittenAfterItsHashIsStoredAndRecordedAsTheBytesThatWereParsed() throws {
        let export = try RewrittenHealthExport(in: folder.url, start: start)
        let new = export.new
        let result = try Importer(options: options).importFile(export.input, into: database)
        XCTAssertEqual(export.reads.reads, 2, "the hash, then the parse")
        XCTAssertNil(result.error)
        XCTAssertEqual(result.status, .imported)
        XCTAssertEqual(result.newRuns, 3, "the new bytes' three workouts")
        XCTAssertEqual(try indoorDistance(), 9000, accuracy: 0.5)
        try assertImportedOnceAsTheNewBytes(new, runs: 3)
    }

    func testAnExportRewrittenAfterItsHashInAnImportSessionIsStoredAsTheBytesThatWereParsed() throws {
        let export = try RewrittenHealthExport(in: folder.url, start: start)
        let new = export.new
        let outcome = try ImportSession(importer: Importer(options: options), entries: [.input(export.input)]).run(into: database)
        XCTAssertEqual(export.reads.reads, 2)
        XCTAssertEqual(outcome.results.map(\.status), [.imported])
        XCTAssertNil(outcome.results.first?.error)
        XCTAssertEqual(outcome.results.first?.newRuns, 3)
        XCTAssertEqual(try indoorDistance(), 9000, accuracy: 0.5)
        try assertImportedOnceAsTheNewBytes(new, runs: 3)
    }

    func testAnExportRewrittenIntoBytesAlreadyImportedIsADuplicateAndStoresNothing() throws {
        let export = try RewrittenHealthExport(in: folder.url, start: start)
        try export.new.write(to: folder.url.appendingPathComponent("earlier.xml"))
        let earlier = try Importer(options: options).importFile(
            ImportInput(file: folder.url.appendingPathComponent("earlier.xml")), into: database)
        XCTAssertEqual(earlier.status, .imported)
        let before = try DatabaseDump.lines(of: database)

        let result = try Importer(options: options).importFile(export.input, into: database)
        XCTAssertEqual(export.reads.reads, 2)
        XCTAssertNil(result.error)
        XCTAssertEqual(result.status, .duplicate)
        XCTAssertEqual(result.duplicateOf, 1)
        XCTAssertEqual(result.runs.map(\.id), [1, 2, 3])
        XCTAssertEqual(try DatabaseDump.lines(of: database), before, "no record and no source for the old bytes")
    }

    func testAReaderWhoseReadEndsAfterItsFirstRunRecordsTheFileUnderTheBytesItRead() throws {
        // A reader that hands on the new bytes' workouts first and reads the file to its end
        // afterwards: the file's hash is known only once its runs are stored.
        let old = export(indoorKm: 8, ride: false), new = export(indoorKm: 9)
        let url = folder.url.appendingPathComponent("export.xml")
        try old.write(to: url)
        let hash = try SHA256.hex(of: old)
        try new.write(to: url)
        let late: (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String] = {
            input, settings, shouldContinue, each in
            let warnings = try AppleHealthReader.readEach(
                ImportInput(data: new, displayName: input.displayName), spooling: settings.spooling, shouldContinue: shouldContinue, each)
            try input.forEachChunk { _ in true }
            return warnings
        }
        let started = StartedImport(input: ImportInput(file: url), stage: .failed(CancellationError()))
        let result = try Importer(options: options).storeStreamed(
            started, hash: hash, format: .appleHealth, readEach: late, into: database)
        XCTAssertNil(result.error)
        XCTAssertEqual(result.status, .imported)
        XCTAssertEqual(result.newRuns, 3)
        XCTAssertEqual(try indoorDistance(), 9000, accuracy: 0.5)
        try assertImportedOnceAsTheNewBytes(new, runs: 3)
    }

    func testReadsThatDisagreeBeforeTheFirstRunRefuseTheFileWithNothingStored() throws {
        // A reader that reads the file twice before it hands on its first workout, the file
        // rewritten between the two reads.
        let old = export(indoorKm: 8, ride: false), new = export(indoorKm: 9)
        let url = folder.url.appendingPathComponent("export.xml")
        try old.write(to: url)
        let twice: (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String] = {
            input, settings, shouldContinue, each in
            try input.forEachChunk { _ in true }
            try new.write(to: url)
            return try AppleHealthReader.readEach(input, spooling: settings.spooling, shouldContinue: shouldContinue, each)
        }
        let started = StartedImport(input: ImportInput(file: url, displayName: "export.xml"), stage: .failed(CancellationError()))
        XCTAssertThrowsError(
            try Importer(options: options).storeStreamed(
                started, hash: try SHA256.hex(of: old), format: .appleHealth, readEach: twice, into: database)
        ) { error in
            XCTAssertEqual(
                (error as? ImportError)?.description,
                "export.xml: the file changed while it was being read; nothing of it was stored (import it again once it is written)")
        }
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM run_sources"), 0)
    }
}
