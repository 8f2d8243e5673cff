import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// How the importer reads a file: once into memory when small, hashed on this thread
/// while a worker parses it, the worker stopped when the file is a duplicate.
final class ImporterReadingTests: XCTestCase {
    let example = TestPaths.packageRoot.appendingPathComponent("Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx")

    func testStoppedGPXReadThrowsCancellation() {
        XCTAssertThrowsError(try XMLActivityReader.gpx.read(ImportInput(file: example), shouldContinue: { false })) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(try XMLActivityReader.gpx.read(ImportInput(file: example), shouldContinue: { true }).count, 1)
    }

    func testSmallFilesAreReadIntoMemoryAndLargeOnesStreamed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        guard case .data(let bytes) = Importer.readOnce(ImportInput(file: example)).source else {
            return XCTFail("a small file is read into memory")
        }
        XCTAssertEqual(bytes, try Data(contentsOf: example))
        let large = URL(fileURLWithPath: folder.path("large.gpx"))
        try Data(count: ImportInput.wholeReadLimit + 1).write(to: large)
        guard case .file(let url) = Importer.readOnce(ImportInput(file: large)).source else {
            return XCTFail("a file over the limit is streamed")
        }
        XCTAssertEqual(url, large)
        let missing = ImportInput(file: URL(fileURLWithPath: folder.path("missing.gpx")), displayName: "missing.gpx")
        guard case .file = Importer.readOnce(missing).source else { return XCTFail("a missing file is left to report itself") }
    }

    func testSecondImportOfAFileIsADuplicateAndStoresNothing() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        let importer = Importer(options: ImportOptions(zone: try XCTUnwrap(TimeZone(identifier: "UTC"))))
        let first = try importer.importFile(ImportInput(file: example, displayName: "run.gpx"), into: database)
        XCTAssertEqual(first.status, .imported)
        let samples = try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value
        XCTAssertGreaterThan(samples ?? 0, 100)
        let second = try importer.importFile(ImportInput(file: example, displayName: "again.gpx"), into: database)
        XCTAssertEqual(second.status, .duplicate)
        XCTAssertEqual(second.duplicateOf, first.runs.first?.id)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, samples)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 1)
    }

    func testUnreadableFileIsRejectedWithItsReason() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let database = try Database(path: folder.path("logbook.sqlite"))
        try database.configure()
        try Migrator().migrate(database)
        let input = ImportInput(file: URL(fileURLWithPath: folder.path("missing.gpx")), displayName: "missing.gpx")
        let result = try Importer(options: ImportOptions()).importFile(input, into: database)
        XCTAssertEqual(result.status, .rejected)
        XCTAssertEqual(result.error?.description, "missing.gpx: cannot read the file (No such file or directory)")
    }
}
