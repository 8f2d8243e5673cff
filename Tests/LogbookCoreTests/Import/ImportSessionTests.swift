import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookSupport

/// The import loop of `logbook import`, in the core: files in order, built ahead (`lookahead` files), events
/// for progress and output, and interruption between files.
final class ImportSessionTests: MigratedLogbookTestCase {

    private func csv(_ name: String, _ rows: [String]) -> ImportPaths.Entry {
        let text = "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n" + rows.joined(separator: "\n") + "\n"
        return .input(ImportInput(data: Data(text.utf8), displayName: name))
    }

    private func event(_ event: ImportEvent) -> String {
        switch event {
        case .storing(let position, let total, let file, _): "storing \(position)/\(total) \(file)"
        case .finished(let result, _, _): "finished \(result.file) \(result.status.rawValue) \(result.newRuns)"
        }
    }

    /// With one file built ahead (as before) and with two and three: the same events, the
    /// same order, the same positions, the same rows; a copy two files after its original is
    /// still found a duplicate (by the lookup inside the write transaction, since it was
    /// started before the original was stored).
    func testFilesAreStoredInOrderWithAnEventBeforeAndAfterEach() throws {
        for lookahead in [1, 2, 3, 4] {
            let scratch = try ScratchFolder()
            defer { scratch.remove() }
            try assertStoredInOrder(into: try scratch.migratedLogbook(), lookahead: lookahead)
        }
    }

    private func assertStoredInOrder(into database: Database, lookahead: Int) throws {
        let entries: [ImportPaths.Entry] = [
            csv("a.csv", ["2024-05-02T06:00:00Z,running,5000,1500,1500,,A", "2024-05-03T06:00:00Z,running,8000,2400,2400,,B"]),
            .unreadable(ImportError(file: "missing.gpx", line: nil, reason: "no such file or folder")),
            csv("a-again.csv", ["2024-05-02T06:00:00Z,running,5000,1500,1500,,A", "2024-05-03T06:00:00Z,running,8000,2400,2400,,B"]),
            csv("c.csv", ["2024-05-04T06:00:00Z,running,10000,3000,3000,,C"]),
        ]
        let session = ImportSession(
            importer: Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!)), entries: entries, lookahead: lookahead)
        XCTAssertEqual(session.lookahead, lookahead)
        var events: [String] = []
        let outcome = try session.run(into: database) { events.append(event($0)) }
        XCTAssertEqual(events, [
            "storing 1/4 a.csv", "finished a.csv imported 2",
            "finished missing.gpx rejected 0",
            "storing 3/4 a-again.csv", "finished a-again.csv duplicate 0",
            "storing 4/4 c.csv", "finished c.csv imported 1",
        ])
        XCTAssertNil(outcome.interrupted)
        XCTAssertEqual(outcome.results.map(\.file), ["a.csv", "missing.gpx", "a-again.csv", "c.csv"])
        XCTAssertEqual(outcome.results[2].duplicateOf, 1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 3)
        XCTAssertEqual(try database.scalar("SELECT sum(distance_m) FROM runs").doubleValue, 23000, "lookahead \(lookahead)")
    }

    /// While files are stored the storing connection checkpoints nothing itself (its WAL hook
    /// wakes the `BackgroundCheckpointer` instead, so SQLite reports its automatic checkpoint
    /// as off); the connection gets its own setting back afterwards.
    func testTheLogIsCheckpointedInTheBackgroundOnlyWhileASessionRuns() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let database = try scratch.migratedLogbook()
        XCTAssertEqual(try database.scalar("PRAGMA wal_autocheckpoint").int64Value, 1000)
        let session = ImportSession(
            importer: Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!)),
            entries: [csv("a.csv", ["2024-05-02T06:00:00Z,running,5000,1500,1500,,A"])])
        var during: [Int64?] = []
        _ = try session.run(into: database) { _ in during.append(try? database.scalar("PRAGMA wal_autocheckpoint").int64Value) }
        XCTAssertEqual(during, [0, 0])
        XCTAssertEqual(try database.scalar("PRAGMA wal_autocheckpoint").int64Value, 1000)
    }

    /// While files are stored foreign keys are not enforced (SQLite's check of each sample
    /// against `runs` cost a cursor per row); the connection enforces them again afterwards,
    /// and the rows stored name their runs.
    func testForeignKeysAreNotEnforcedOnlyWhileASessionRuns() throws {
        try database.configure()
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1)
        let session = ImportSession(
            importer: Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!)),
            entries: [.input(ImportInput(data: GeneratedRuns.gpx(GeneratedRuns.points(legs: [(600, 3)])), displayName: "a.gpx"))])
        var during: [Int64?] = []
        let outcome = try session.run(into: database) { _ in during.append(try? database.scalar("PRAGMA foreign_keys").int64Value) }
        XCTAssertEqual(outcome.results.map(\.status), [.imported])
        XCTAssertEqual(during, [0, 0])
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = 1").int64Value, 601)
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
    }

    /// A richer copy (with heart rate) of a trimmed run, imported by a session, replaces the
    /// run and drops its trim original whole: with the cascade from `trim_originals` not
    /// enforced, the store deletes the original's splits, samples and best efforts itself.
    func testARicherCopyOfATrimmedRunLeavesNoRowWithoutItsRun() throws {
        try database.configure()
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        // 1500 s at 3 m/s, then 300 s standing with the watch running: a tail to trim.
        let plain = GeneratedRuns.gpx(GeneratedRuns.points(legs: [(1500, 3), (300, 0)]))
        _ = try ImportSession(importer: importer, entries: [.input(ImportInput(data: plain, displayName: "plain.gpx"))]).run(into: database)
        XCTAssertEqual(try RunTrimmer(database: database).trim(runID: 1, at: nil, now: 1_740_000_000).cut, 1500)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM trim_original_samples").int64Value, 1801)
        XCTAssertGreaterThan(try database.scalar("SELECT count(*) FROM trim_original_splits").int64Value ?? 0, 0)
        XCTAssertGreaterThan(try database.scalar("SELECT count(*) FROM trim_original_best_efforts").int64Value ?? 0, 0)
        let withHeartRate = Data(String(decoding: plain, as: UTF8.self)
            .replacingOccurrences(of: "xmlns=\"http://www.topografix.com/GPX/1/1\"", with:
                "xmlns=\"http://www.topografix.com/GPX/1/1\" xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"")
            .replacingOccurrences(of: "</time></trkpt>", with:
                "</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>140</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>")
            .utf8)
        let outcome = try ImportSession(importer: importer, entries: [.input(ImportInput(data: withHeartRate, displayName: "watch.gpx"))])
            .run(into: database)
        XCTAssertEqual(outcome.results.first?.upgradedRuns, 1)
        for table in ["trim_originals", "trim_original_splits", "trim_original_sample_chunks", "trim_original_best_efforts"] {
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM \(table)").int64Value, 0, table)
        }
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = 1 AND hr = 140").int64Value, 1801)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 1)
        XCTAssertEqual(try database.rows("PRAGMA foreign_key_check").count, 0)
        XCTAssertEqual(try database.scalar("PRAGMA foreign_keys").int64Value, 1)
    }

    func testTwoFilesAreBuiltAheadByDefaultAndNeverFewerThanOne() {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        XCTAssertEqual(ImportSession(importer: importer, entries: []).lookahead, 4)
        XCTAssertEqual(ImportSession(importer: importer, entries: [], lookahead: 0).lookahead, 1)
    }

    /// Raised after the first file: it is kept, the rest is not started, and the outcome says so.
    func testAnInterruptionStopsBeforeTheNextFile() throws {
        let interrupt = InterruptFlag()
        var options = ImportOptions(zone: TimeZone(identifier: "UTC")!)
        options.isCancelled = { interrupt.isRaised }
        let entries = [
            csv("one.csv", ["2024-05-02T06:00:00Z,running,5000,1500,1500,,One"]),
            csv("two.csv", ["2024-05-03T06:00:00Z,running,6000,1800,1800,,Two"]),
        ]
        var finished: [String] = []
        let outcome = try ImportSession(importer: Importer(options: options), entries: entries).run(into: database) { event in
            if case .finished(let result, _, _) = event {
                finished.append(result.file)
                interrupt.raise()
            }
        }
        XCTAssertEqual(finished, ["one.csv"])
        XCTAssertEqual(outcome.results.map(\.file), ["one.csv"])
        XCTAssertEqual(outcome.interrupted, ImportInterrupted(file: "the next file"))
        XCTAssertEqual(try database.scalar("SELECT group_concat(name) FROM runs").stringValue, "One")
    }

    /// Raised before anything: the file in progress is rolled back and named.
    func testAnInterruptionInsideAFileRollsItBack() throws {
        var options = ImportOptions(zone: TimeZone(identifier: "UTC")!)
        let interrupt = InterruptFlag()
        options.isCancelled = { interrupt.isRaised }
        let session = ImportSession(
            importer: Importer(options: options), entries: [csv("one.csv", ["2024-05-02T06:00:00Z,running,5000,1500,1500,,One"])])
        var events: [String] = []
        let outcome = try session.run(into: database) { event in
            events.append(self.event(event))
            interrupt.raise()
        }
        XCTAssertEqual(events, ["storing 1/1 one.csv"])
        XCTAssertEqual(outcome.interrupted, ImportInterrupted(file: "one.csv"))
        XCTAssertEqual(outcome.results.count, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
    }

    func testAnInterruptFlagStaysRaised() {
        let flag = InterruptFlag()
        XCTAssertFalse(flag.isRaised)
        flag.raise()
        XCTAssertTrue(flag.isRaised)
        flag.raise()
        XCTAssertTrue(flag.isRaised)
    }
}
