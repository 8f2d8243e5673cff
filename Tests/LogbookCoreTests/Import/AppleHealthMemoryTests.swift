import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// Memory does not grow with the number of workouts: an export of 10,000 workouts is read
/// with about as much memory as one of 1,000, one of 5,000 imported with about as much
/// as one of 500, and one of 500 refreshed (`import --refresh`) with about as much as one of
/// 50. Workouts, their heart rate and their points are spooled, each activity is stored (or
/// refreshed) and forgotten as soon as it is read, and the result keeps a small line per run.
///
/// The figure is the growth of the process's peak resident memory while the export is read
/// and stored (`PeakMemory`).
/// Before workouts were spooled and streamed, each took 1 to 2 KiB more (9,000 more about
/// 9 MB in the reader, 4,500 more about 8 MB in an import); the bounds are 1.5 MiB for the
/// reader and 2.5 MiB for an import, whose result keeps a line of about 130 bytes per run.
///
/// The refresh's workouts have a two-minute route of 120 inline points, and its spools
/// spill early, so that what is measured is what a refresh keeps rather than the spools'
/// in-memory part. When a refresh built every workout before storing any, each workout's
/// activity and built run stayed alive until the end: 1.39 MB more for 450 more workouts
/// (10.5 MB with the default spools). Now 0.43 MB more: each run's change, before and
/// after, kept for the report (about 1 KiB). The bound is 0.75 MiB.
final class AppleHealthMemoryTests: XCTestCase {
    typealias Text = HealthExportText
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Writes an export of `count` runs, one every eight hours from 2015-01-01, to a file, and
    /// returns it: 20-minute summary runs (no route, no heart rate), or with `routed`
    /// two-minute runs with 120 inline points each (357 m).
    private func export(workouts count: Int, routed: Bool = false) throws -> URL {
        let first = 1_420_099_200.0  // 2015-01-01 08:00 UTC
        var body: [String] = []
        body.reserveCapacity(count)
        for index in 0..<count {
            let start = first + Double(index) * 8 * 3600
            if routed {
                var workout = Text.Workout(
                    start: start, end: start + 119, offset: 3600, durationMinutes: 119.0 / 60,
                    distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 0.357, unit: "km"))
                workout.locations = Text.eastbound(from: start, to: start + 119)
                body.append(Text.workout(workout))
                continue
            }
            body.append(Text.workout(Text.Workout(
                start: start, end: start + 1200, offset: 3600, durationMinutes: 20,
                distance: index % 2 == 0
                    ? .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 4, unit: "km")
                    : .attributes(total: 4, unit: "km"),
                timeZone: "Europe/Zurich", pauses: [(start + 300, start + 330)])))
        }
        let url = folder.url.appendingPathComponent("export-\(count).xml")
        try Data(Text.document(body, prolog: Text.prolog(malformed: false)).utf8).write(to: url)
        return url
    }

    func testReadingTenTimesTheWorkoutsTakesNoMoreMemory() throws {
        var growth: [Int: Int] = [:]
        for count in [1_000, 10_000] {
            let url = try export(workouts: count)
            var read = 0
            growth[count] = try PeakMemory.growth {
                _ = try AppleHealthReader.readEach(ImportInput(file: url)) { activity in
                    read += 1
                    XCTAssertEqual(activity.summary.distance, 4000)
                }
            }
            XCTAssertEqual(read, count)
        }
        let small = try XCTUnwrap(growth[1_000]), large = try XCTUnwrap(growth[10_000])
        XCTAssertLessThan(large - small, 3 << 19, "reading 9,000 more workouts took \(large - small) more bytes")
    }

    func testImportingTenTimesTheWorkoutsTakesNoMoreMemory() throws {
        var growth: [Int: Int] = [:]
        // 100 workouts first, unmeasured: the first import pages in code and SQLite.
        for count in [100, 500, 5_000] {
            let url = try export(workouts: count)
            let database = try Database(path: folder.path("logbook-\(count).sqlite"))
            _ = try Migrator().migrate(database)
            var result: FileImportResult?
            growth[count] = try PeakMemory.growth {
                var options = ImportOptions()
                options.dryRun = true  // the same work, without a database that grows
                result = try Importer(options: options).importFile(ImportInput(file: url), into: database)
            }
            XCTAssertEqual(result?.status, .imported)
            XCTAssertEqual(result?.runs.count, count)
            XCTAssertEqual(result?.runs.last?.distance, 4000)
        }
        let small = try XCTUnwrap(growth[500]), large = try XCTUnwrap(growth[5_000])
        XCTAssertLessThan(large - small, 5 << 19, "importing 4,500 more workouts took \(large - small) more bytes")
    }

    func testRefreshingTenTimesTheWorkoutsTakesNoMoreMemory() throws {
        var growth: [Int: Int] = [:]
        var options = ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)
        // Spools that spill early, so that their in-memory part (32,768 values each by
        // default) is no part of the growth: what is measured is what a refresh keeps.
        options.spooling = SpoolSettings(memoryLimit: 1_024)
        // 20 workouts first, unmeasured: the first refresh pages in code and SQLite.
        for count in [20, 50, 500] {
            let url = try export(workouts: count, routed: true)
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
