import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

/// An Apple Health export is stored one workout per transaction: a workout that cannot be
/// stored is rolled back alone, Ctrl-C keeps the workouts already in, and the next import
/// of the same export stores only what is missing.
final class AppleHealthWorkoutTransactionTests: XCTestCase {
    typealias Text = HealthExportText
    private var folder: ScratchFolder!
    private var database: Database!
    private let start = AppleHealthReaderTests.summer

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try Database(path: folder.path("logbook.sqlite"))
        _ = try Migrator().migrate(database)
    }

    override func tearDown() {
        database = nil
        folder.remove()
    }

    private func count(_ sql: String) throws -> Int64 {
        try SampleRows.scalar(database, sql).int64Value ?? -1
    }

    /// An indoor run, a routed run (601 samples, its route in the zip) and a ride, a day apart.
    private func export() throws -> ImportInput {
        let indoor = Text.Workout(
            start: start, end: start + 2400, offset: 7200, durationMinutes: 40,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"), indoor: true)
        var routed = Text.Workout(
            start: start + 86_400, end: start + 86_400 + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        routed.routePath = "/workout-routes/route_2024-07-02_7.00am.gpx"
        var ride = Text.Workout(
            start: start + 2 * 86_400, end: start + 2 * 86_400 + 3600, offset: 7200, durationMinutes: 60,
            distance: .attributes(total: 30, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        let zip = try TestArchive.zip([
            ("apple_health_export/export.xml", Data(Text.document([indoor, routed, ride].map(Text.workout)).utf8)),
            ("apple_health_export/workout-routes/route_2024-07-02_7.00am.gpx",
             Data(Text.routeGPX(Text.eastbound(from: start + 86_400, to: start + 86_400 + 600)).utf8)),
        ])
        return ImportInput(data: zip, displayName: "export.zip")
    }

    /// The line of the routed workout's start tag in the export.
    private var routedWorkoutLine: Int {
        get throws {
            let text = Text.document([])
            // The prolog and the first workout come before it.
            let indoor = Text.workout(Text.Workout(
                start: start, end: start + 2400, offset: 7200, durationMinutes: 40,
                distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"), indoor: true))
            let before = text.dropLast(Text.epilogue.count) + indoor
            return before.split(separator: "\n", omittingEmptySubsequences: false).count
        }
    }

    private func session(_ options: ImportOptions = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        throws -> ImportSessionOutcome
    {
        try ImportSession(importer: Importer(options: options), entries: [.input(try export())]).run(into: database)
    }

    func testAWorkoutThatCannotBeStoredIsRolledBackAloneAndTheNextImportStoresIt() throws {
        // The routed workout fails half-way through its samples: its run row and its first chunk were written.
        try database.execute("""
            CREATE TRIGGER refuse_late_samples BEFORE INSERT ON sample_chunks WHEN NEW.last_offset_ms >= 300000
            BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
            """)
        let first = try session().results[0]
        XCTAssertEqual(first.file, "export.zip:apple_health_export/export.xml")
        XCTAssertEqual(first.status, .rejected)
        XCTAssertEqual(first.newRuns, 2)
        XCTAssertEqual(first.runs.map(\.sport), ["running", "cycling"])
        XCTAssertEqual(first.error?.line, try routedWorkoutLine)
        XCTAssertEqual(
            first.error?.reason,
            "1 of 3 runs could not be stored (2 were); the first: the run starting 2024-07-02 07:00 was not stored: "
                + "cannot store it: refused by the test; importing the file again stores the missing ones")
        // Nothing of the failed workout is left; the two others are whole.
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 2)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE start_utc = \(Int64(start) + 86_400)"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM splits WHERE run_id NOT IN (SELECT id FROM runs)"), 0)
        XCTAssertEqual(try count("SELECT complete FROM import_files"), 0)

        // Once the cause is gone, the same export stores only the missing workout.
        try database.execute("DROP TRIGGER refuse_late_samples")
        let second = try session().results[0]
        XCTAssertEqual(second.status, .imported)
        XCTAssertEqual(second.newRuns, 1)
        XCTAssertNil(second.error)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 3)
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 601)
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 1)
        XCTAssertEqual(try count("SELECT complete FROM import_files"), 1)
        // Complete now: a third import is a duplicate, not parsed again.
        let third = try session().results[0]
        XCTAssertEqual(third.status, .duplicate)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 3)
    }

    func testCtrlCKeepsTheWorkoutsStoredBeforeItAndTheNextImportFinishesTheFile() throws {
        let path = folder.path("logbook.sqlite")
        var options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)
        // Ctrl-C while the second workout is being stored: the first one is committed by then.
        options.isCancelled = {
            guard let other = try? Database(path: path) else { return false }
            return ((try? other.scalar("SELECT count(*) FROM runs").int64Value) ?? 0) ?? 0 >= 1
        }
        let stopped = try session(options)
        XCTAssertEqual(stopped.interrupted, ImportInterrupted(file: "export.zip:apple_health_export/export.xml", storedRuns: 1))
        XCTAssertEqual(
            stopped.interrupted?.rolledBack,
            "export.zip:apple_health_export/export.xml was stopped after 1 stored run, which stay (importing it again stores the rest)")
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 1)
        XCTAssertEqual(try count("SELECT complete FROM import_files"), 0)

        let finished = try session().results[0]
        XCTAssertEqual(finished.status, .imported)
        XCTAssertEqual(finished.newRuns, 2)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 3)
        XCTAssertEqual(try count("SELECT count(*) FROM samples"), 601)
        XCTAssertEqual(try count("SELECT complete FROM import_files"), 1)
    }

    func testAWholeExportStoredInOneGoIsCompleteAndADryRunRecordsNoFile() throws {
        var dry = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, dryRun: true)
        dry.now = Date(timeIntervalSince1970: 1_725_177_600)
        let dryRun = try session(dry).results[0]
        XCTAssertEqual(dryRun.status, .imported)
        XCTAssertEqual(dryRun.newRuns, 3)
        XCTAssertEqual(dryRun.runs.map(\.id), [nil, nil, nil])
        XCTAssertEqual(try count("SELECT count(*) FROM import_files"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 0)

        let stored = try session().results[0]
        XCTAssertEqual(stored.status, .imported)
        XCTAssertEqual(stored.newRuns, 3)
        XCTAssertEqual(try count("SELECT count(*) FROM runs WHERE file_id = (SELECT id FROM import_files WHERE complete = 1)"), 3)
    }
}
