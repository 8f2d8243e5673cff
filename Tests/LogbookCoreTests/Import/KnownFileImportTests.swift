import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats

/// A file whose bytes the logbook already holds is recognised by its hash before any
/// parse starts, whatever its format; the lookup inside the transaction still catches a
/// copy stored after the file was started.
final class KnownFileImportTests: MigratedLogbookTestCase {

    private static let examples = TestPaths.examples

    /// One file of each format, with the runs it holds.
    private var filesOfEachFormat: [(input: ImportInput, format: FileFormat, runs: Int)] {
        [
            (ImportInput(file: Self.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx"), displayName: "run.gpx"), .gpx, 1),
            (ImportInput(file: Self.examples.appendingPathComponent("garmin-forerunner410-run-3-laps-hr.tcx"), displayName: "run.tcx"), .tcx, 1),
            (ImportInput(file: Self.examples.appendingPathComponent("runkeeper-cardioActivities.csv"), displayName: "runs.csv"), .csv, 178),
            (FITTestFiles.fixture("run-garmin-fenix2-gps-hr-cad-running-dynamics.fit"), .fit, 1),
        ]
    }

    func testAKnownFileOfAnyFormatIsNotParsed() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        for (input, format, runs) in filesOfEachFormat {
            let first = importer.start(input, knownIn: database)
            XCTAssertTrue(first.parseStarted, "\(format): a new file is parsed")
            let stored = try importer.importFile(first, into: database)
            XCTAssertEqual(stored.status, .imported, "\(format): \(stored.error?.description ?? "")")
            XCTAssertEqual(stored.runs.count, runs, "\(format)")

            let again = importer.start(input, knownIn: database)
            XCTAssertFalse(again.parseStarted, "\(format): a known file is recognised before its parse starts")
            let result = try importer.importFile(again, into: database)
            XCTAssertEqual(result.status, .duplicate, "\(format)")
            XCTAssertEqual(result.runs.compactMap(\.id), stored.runs.compactMap(\.id), "\(format): the stored runs are named")
            XCTAssertEqual(result.duplicateOf, stored.runs.first?.id, "\(format)")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 4)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 181)
    }

    func testTheSameBytesUnderAnotherNameOrFromStandardInputAreKnownToo() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let url = Self.examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx")
        XCTAssertEqual(try importer.importFile(ImportInput(file: url), into: database).status, .imported)
        let piped = importer.start(ImportInput(data: try Data(contentsOf: url), displayName: "-"), knownIn: database)
        XCTAssertFalse(piped.parseStarted)
        XCTAssertEqual(try importer.importFile(piped, into: database).duplicateOf, 1)
    }

    func testAKnownFileIsNotParsedInADryRunEither() throws {
        let url = Self.examples.appendingPathComponent("garmin-forerunner410-run-3-laps-hr.tcx")
        XCTAssertEqual(try Importer(options: ImportOptions()).importFile(ImportInput(file: url), into: database).status, .imported)
        let dryRun = Importer(options: ImportOptions(dryRun: true))
        let again = dryRun.start(ImportInput(file: url), knownIn: database)
        XCTAssertFalse(again.parseStarted)
        XCTAssertEqual(try dryRun.importFile(again, into: database).status, .duplicate)
    }

    func testAFileStoredAfterItsCopyStartedIsCaughtInsideTheTransaction() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let url = FITTestFiles.fixtureURL("run-garmin-venusq-smart-recording-gps-hr-cad.fit")
        let first = importer.start(ImportInput(file: url), knownIn: database)
        let copy = importer.start(ImportInput(file: url, displayName: "copy.fit"), knownIn: database)
        XCTAssertTrue(copy.parseStarted, "unknown when it started")
        XCTAssertEqual(try importer.importFile(first, into: database).status, .imported)
        let result = try importer.importFile(copy, into: database)
        XCTAssertEqual(result.status, .duplicate)
        XCTAssertEqual(result.duplicateOf, 1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
    }

    func testAnUnreadableFileIsRejectedByItsHashNotParsed() throws {
        let missing = ImportInput(file: URL(fileURLWithPath: folder.path("gone.gpx")), displayName: "gone.gpx")
        let importer = Importer(options: ImportOptions())
        let started = importer.start(missing, knownIn: database)
        XCTAssertFalse(started.parseStarted)
        let result = try importer.importFile(started, into: database)
        XCTAssertEqual(result.status, .rejected)
        XCTAssertEqual(result.error?.description.hasPrefix("gone.gpx: cannot read the file ("), true, result.error?.description ?? "")
    }
}
