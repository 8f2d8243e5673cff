import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite

/// Apple Health exports through the importer: the zip and the bare export.xml, stored
/// once per workout, dry runs, broken exports, and the same run from a watch's FIT.
final class AppleHealthImportTests: XCTestCase {
    typealias Text = HealthExportText
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

    private func importer(dryRun: Bool = false) -> Importer {
        Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, dryRun: dryRun))
    }

    private func count(_ table: String) throws -> Int64 {
        try SampleRows.scalar(database, "SELECT count(*) FROM \(table)").int64Value ?? -1
    }

    private func session(_ entries: [ImportPaths.Entry], dryRun: Bool = false) throws -> [FileImportResult] {
        try ImportSession(importer: importer(dryRun: dryRun), entries: entries).run(into: database).results
    }

    /// An export of a routed run, an indoor run and a ride, as the Health app zips it.
    private func exportZip() throws -> Data {
        var outdoor = Text.Workout(
            start: start, end: start + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        outdoor.routePath = "/workout-routes/route_2024-07-01_7.00am.gpx"
        var indoor = Text.Workout(
            start: start + 86_400, end: start + 86_400 + 2400, offset: 7200, durationMinutes: 40,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"), indoor: true)
        indoor.heartRateStatistics = (151, 172)
        var ride = Text.Workout(
            start: start + 2 * 86_400, end: start + 2 * 86_400 + 3600, offset: 7200, durationMinutes: 60,
            distance: .attributes(total: 30, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        let records = stride(from: start, through: start + 600, by: 5).map { Text.heartRate(at: $0, bpm: 140, offset: 7200) }
        return try TestArchive.zip([
            ("apple_health_export/export.xml", Data(Text.document(records + [outdoor, indoor, ride].map(Text.workout)).utf8)),
            ("apple_health_export/export_cda.xml", Data("<ClinicalDocument/>".utf8)),
            ("apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx",
             Data(Text.routeGPX(Text.eastbound(from: start, to: start + 600)).utf8)),
        ])
    }

    func testTheZipGivesOneRunPerWorkoutAndItsRoutesAreNotImportedTwice() throws {
        let results = try session([.input(ImportInput(data: try exportZip(), displayName: "export.zip"))])
        XCTAssertEqual(results.map(\.file), [
            "export.zip:apple_health_export/export.xml", "export.zip:apple_health_export/export_cda.xml",
            "export.zip:apple_health_export/workout-routes/route_2024-07-01_7.00am.gpx",
        ])
        XCTAssertEqual(results.map(\.status), [.imported, .skipped, .skipped])
        XCTAssertEqual(results[2].reason, "a workout route: read with its workout from export.xml")
        XCTAssertEqual(results[0].newRuns, 3)
        XCTAssertEqual(try count("runs"), 3)
        XCTAssertEqual(try database.scalar("SELECT format FROM import_files").stringValue, "apple_health")
        XCTAssertEqual(try database.scalar("SELECT group_concat(sport, ',') FROM (SELECT sport FROM runs ORDER BY start_utc)").stringValue,
                       "running,running,cycling")
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 601)
        XCTAssertEqual(try database.scalar("SELECT avg_hr FROM runs ORDER BY start_utc LIMIT 1").doubleValue ?? 0, 140, accuracy: 1e-9)
        XCTAssertEqual(try database.scalar("SELECT utc_offset_s FROM runs ORDER BY start_utc LIMIT 1").int64Value, 7200)
        // Importing it again stores nothing new.
        let again = try session([.input(ImportInput(data: try exportZip(), displayName: "export.zip"))])
        XCTAssertEqual(again.first?.status, .duplicate)
        XCTAssertEqual(try count("runs"), 3)
    }

    func testAnUnpackedExportFolderReadsExportXMLAndItsRoutesOnce() throws {
        let export = folder.url.appendingPathComponent("apple_health_export")
        try FileManager.default.createDirectory(at: export.appendingPathComponent("workout-routes"), withIntermediateDirectories: true)
        var workout = Text.Workout(
            start: start, end: start + 600, offset: 7200, durationMinutes: 10, distance: .attributes(total: 1.8, unit: "km"))
        workout.routePath = "/workout-routes/route.gpx"
        try Data(Text.document([Text.workout(workout)]).utf8).write(to: export.appendingPathComponent("export.xml"))
        try Data(Text.routeGPX(Text.eastbound(from: start, to: start + 600)).utf8)
            .write(to: export.appendingPathComponent("workout-routes/route.gpx"))
        let results = try session(ImportPaths.expand([export.path]))
        XCTAssertEqual(results.map(\.status), [.imported, .skipped])
        XCTAssertEqual(try count("runs"), 1)
        XCTAssertEqual(try count("samples"), 601)
    }

    func testADryRunWritesNothing() throws {
        let results = try session([.input(ImportInput(data: try exportZip(), displayName: "export.zip"))], dryRun: true)
        XCTAssertEqual(results.first?.status, .imported)
        XCTAssertEqual(results.first?.runs.count, 3)
        XCTAssertEqual(try count("runs"), 0)
        XCTAssertEqual(try count("import_files"), 0)
    }

    func testATruncatedExportIsRejectedWithItsLineAndNothingIsWritten() throws {
        let text = Text.document([Text.workout(Text.Workout(
            start: start, end: start + 600, durationMinutes: 10, distance: .attributes(total: 1.8, unit: "km")))])
        let cut = String(text.prefix(text.count - 40))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = try importer().importFile(ImportInput(data: Data(cut.utf8), displayName: "export.xml"), into: database)
        XCTAssertEqual(result.status, .rejected)
        XCTAssertEqual(result.error?.line, lines)
        XCTAssertEqual(result.error?.file, "export.xml")
        XCTAssertEqual(try count("runs"), 0)
        XCTAssertEqual(try count("import_files"), 0)
    }

    func testTheSameRunAsAnAppleWorkoutAndAsAFITIsOneRunInEitherOrder() throws {
        let fit = FITTestFiles.fixture("run-garmin-venusq-smart-recording-gps-hr-cad.fit")
        let watch = try XCTUnwrap(try importer().build(fit).runs.first?.run)
        let distance = try XCTUnwrap(watch.distance)
        let moving = try XCTUnwrap(watch.moving)
        // The watch app wrote the same workout to Health: same start, its own distance 1 % off.
        let workout = Text.Workout(
            start: Double(watch.startUTC) + 2, end: Double(watch.startUTC) + (watch.elapsed ?? moving), offset: watch.utcOffset,
            durationMinutes: moving / 60,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: distance * 1.01 / 1000, unit: "km"))
        let health = ImportInput(data: Data(Text.document([Text.workout(workout)]).utf8), displayName: "export.xml")
        for (index, order) in [[health, fit], [fit, health]].enumerated() {
            database = try folder.migratedLogbook("order-\(index).sqlite")
            let results = try session(order.map { .input($0) })
            XCTAssertEqual(results.compactMap(\.error?.description), [], "\(order.map(\.displayName))")
            XCTAssertEqual(try count("runs"), 1, "\(order.map(\.displayName))")
            // The FIT, with its samples, is the richer copy and is the one kept.
            XCTAssertEqual(try database.scalar("SELECT source FROM runs").stringValue, "fit", "\(order.map(\.displayName))")
        }
    }
}
