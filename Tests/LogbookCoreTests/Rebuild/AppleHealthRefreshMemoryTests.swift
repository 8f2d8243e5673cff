import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `import --refresh` of an Apple Health export does not hold the export's runs: refreshing
/// ten times the workouts takes about as much memory. Each workout is read, built, paired
/// with its stored run and written, then forgotten; what stays per run is its line in the
/// refresh's report.
///
/// Each workout has a two-minute route of 120 inline points, and the spools spill early, so
/// that what is measured is what a refresh keeps rather than the spools' in-memory part.
/// When a refresh built every workout before storing any, each workout's activity and
/// built run stayed alive until the end: 1.39 MB more for 450 more workouts (10.5 MB with
/// the default spools). Now 0.43 MB more: each run's change, before and after, kept for
/// the report (about 1 KiB). The bound is 0.75 MiB.
final class AppleHealthRefreshMemoryTests: XCTestCase {
    typealias Text = HealthExportText
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Writes an export of `count` two-minute routed runs, one every eight hours from
    /// 2015-01-01, to a file, and returns it.
    private func export(workouts count: Int) throws -> URL {
        let first = 1_420_099_200.0  // 2015-01-01 08:00 UTC
        var body: [String] = []
        body.reserveCapacity(count)
        for index in 0..<count {
            let start = first + Double(index) * 8 * 3600
            var workout = Text.Workout(
                start: start, end: start + 119, offset: 3600, durationMinutes: 119.0 / 60,
                distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 0.357, unit: "km"))
            workout.locations = Text.eastbound(from: start, to: start + 119)
            body.append(Text.workout(workout))
        }
        let url = folder.url.appendingPathComponent("export-\(count).xml")
        try Data(Text.document(body, prolog: Text.prolog(malformed: false)).utf8).write(to: url)
        return url
    }

    func testRefreshingTenTimesTheWorkoutsTakesNoMoreMemory() throws {
        var growth: [Int: Int] = [:]
        var options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)
        // Spools that spill early, so that their in-memory part (32,768 values each by
        // default) is no part of the growth: what is measured is what a refresh keeps.
        options.spooling = SpoolSettings(memoryLimit: 1_024)
        // 20 workouts first, unmeasured: the first refresh pages in code and SQLite.
        for count in [20, 50, 500] {
            let url = try export(workouts: count)
            let database = try Database(path: folder.path("logbook-\(count).sqlite"))
            _ = try Migrator().migrate(database)
            let imported = try Importer(options: options).importFile(ImportInput(file: url), into: database)
            XCTAssertEqual(imported.runs.count, count)
            // As an older version could have stored them: every run is rewritten.
            try database.execute("UPDATE runs SET distance_m = 300")
            var outcome: RefreshOutcome?
            growth[count] = try PeakMemory.growth {
                outcome = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
            }
            XCTAssertEqual(outcome?.status, .refreshed)
            XCTAssertEqual(outcome?.changes.count, count)
            XCTAssertEqual(outcome?.changes.filter(\.changesSomething).count, count)
            XCTAssertEqual(outcome?.changes.last?.after.distance ?? 0, 357, accuracy: 0.5)
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs WHERE abs(distance_m - 357) < 0.5").int64Value, Int64(count))
            XCTAssertEqual(try database.scalar("SELECT count(*) FROM samples").int64Value, Int64(120 * count))
        }
        let small = try XCTUnwrap(growth[50]), large = try XCTUnwrap(growth[500])
        XCTAssertLessThan(large - small, 3 << 18, "refreshing 450 more workouts took \(large - small) more bytes")
    }
}
