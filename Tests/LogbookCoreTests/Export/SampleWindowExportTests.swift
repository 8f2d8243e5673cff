import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore

/// `export` reads a run's samples in windows (`RunQueries.forEachSampleWindow`) and writes
/// its GPX and TCX piece by piece: the windows hold every sample once, in order, and the
/// documents are the same whatever the window size, laps (segments) crossing window edges
/// included.
final class SampleWindowExportTests: MigratedLogbookTestCase {
    private func importedRun() throws -> Run {
        let gpx = TestPaths.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx")
        let options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)
        XCTAssertEqual(try Importer(options: options).importFile(ImportInput(file: gpx), into: database).status, .imported)
        // Segments of 50 samples (and one of 7 at seq 0...6): laps that start and end inside windows.
        try SampleRows.edit(database, "UPDATE samples SET segment = CASE WHEN seq < 7 THEN 0 ELSE 1 + (seq - 7) / 50 END")
        return try XCTUnwrap(try RunQueries(database: database).run(id: 1))
    }

    /// The document written with windows of `size` samples (0: all in one).
    private func document(_ run: Run, format: ExportFormat, size: Int) throws -> String {
        let queries = RunQueries(database: database)
        let windows: (([StoredSample]) throws -> Void) throws -> Void = { body in
            if size == 0 { try body(try queries.samples(runID: 1)) } else { try queries.forEachSampleWindow(runID: 1, size: size, body) }
        }
        var text = ""
        if format == .tcx { try TCXDocument.write(run: run, windows: windows, to: { text += $0 }) }
        else { try GPXDocument.write(run: run, windows: windows, to: { text += $0 }) }
        return text
    }

    func testWindowsHoldEverySampleOnceInOrder() throws {
        _ = try importedRun()
        let queries = RunQueries(database: database)
        let whole = try queries.samples(runID: 1)
        XCTAssertEqual(whole.count, 206)
        for size in [1, 7, 50, whole.count, whole.count + 1] {
            var read: [StoredSample] = []
            var windows = 0
            try queries.forEachSampleWindow(runID: 1, size: size) { window in
                XCTAssertLessThanOrEqual(window.count, size)
                read += window
                windows += 1
            }
            XCTAssertEqual(read, whole, "size \(size)")
            XCTAssertEqual(windows, (whole.count + size - 1) / size, "size \(size)")
        }
        var none = 0
        try queries.forEachSampleWindow(runID: 99) { _ in none += 1 }
        XCTAssertEqual(none, 0)
        XCTAssertTrue(try queries.hasPositions(runID: 1))
        XCTAssertFalse(try queries.hasPositions(runID: 99))
    }

    func testGPXAndTCXAreTheSameWhateverTheWindow() throws {
        let run = try importedRun()
        let segments = try XCTUnwrap(try SampleRows.scalar(database, "SELECT count(DISTINCT segment) FROM samples WHERE run_id = 1").int64Value)
        for format in [ExportFormat.gpx, .tcx] {
            let whole = try document(run, format: format, size: 0)
            for size in [1, 7, 64] {
                XCTAssertEqual(try document(run, format: format, size: size), whole, "\(format) in windows of \(size)")
            }
            let opened = format == .tcx ? "<Lap StartTime=" : "<trkseg>"
            XCTAssertEqual(Int64(whole.components(separatedBy: opened).count - 1), segments, "\(format)")
        }
        // The exporter's file is the same document.
        let file = try XCTUnwrap(try RunExporter(database: database).trackFiles([run], format: .tcx, skipping: false).files.first)
        XCTAssertEqual(try file.text(), try document(run, format: .tcx, size: 0))
    }
}
