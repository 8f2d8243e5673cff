import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `import --refresh` of an Apple Health export: its workouts are paired with the stored
/// runs in start order (whatever order the file lists them in), today's numbers replace the
/// stored ones, and the runner's words and edits, trimmed runs and a changed run count are
/// treated as for every other format.
final class AppleHealthRefreshTests: XCTestCase {
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

    private var options: ImportOptions { ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current) }

    /// An export.xml of three workouts, listed out of start order: a routed run on day 2
    /// (600 inline points at 3 m/s), an indoor 8 km run on day 1, a 30 km ride on day 3.
    private func export() throws -> URL {
        var routed = Text.Workout(
            start: start + 86_400, end: start + 86_400 + 600, offset: 7200, durationMinutes: 10,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 1.8, unit: "km"))
        routed.locations = Text.eastbound(from: start + 86_400, to: start + 86_400 + 600)
        let indoor = Text.Workout(
            start: start, end: start + 2400, offset: 7200, durationMinutes: 40,
            distance: .statistics(type: "HKQuantityTypeIdentifierDistanceWalkingRunning", sum: 8, unit: "km"), indoor: true)
        var ride = Text.Workout(
            start: start + 2 * 86_400, end: start + 2 * 86_400 + 3600, offset: 7200, durationMinutes: 60,
            distance: .attributes(total: 30, unit: "km"))
        ride.activityType = "HKWorkoutActivityTypeCycling"
        let url = folder.url.appendingPathComponent("export.xml")
        try Data(Text.document([routed, indoor, ride].map(Text.workout)).utf8).write(to: url)
        return url
    }

    /// Imports the export and returns the ids of its runs in start order.
    private func imported(_ url: URL) throws -> [Int64] {
        let result = try Importer(options: options).importFile(ImportInput(file: url), into: database)
        XCTAssertEqual(result.status, .imported)
        return try database.rows("SELECT id FROM runs ORDER BY start_utc").compactMap { $0.first?.int64Value }
    }

    /// Rewrites a stored run's numbers as an older version could have stored them.
    private func forceUpdate(runID: Int64, _ assignments: String) throws {
        try database.execute("PRAGMA ignore_check_constraints = ON")
        try database.execute("UPDATE runs SET \(assignments) WHERE id = ?", [.integer(runID)])
        try database.execute("PRAGMA ignore_check_constraints = OFF")
    }

    private func distances() throws -> [Double] {
        try database.rows("SELECT distance_m FROM runs ORDER BY start_utc").compactMap { $0.first?.doubleValue }
    }

    func testARefreshPairsTheWorkoutsInStartOrderAndKeepsTheRunnersWords() throws {
        let url = try export()
        let ids = try imported(url)
        // Stored in file order: the routed run (day 2) first.
        XCTAssertEqual(ids, [2, 1, 3])
        let fresh = try distances()
        XCTAssertEqual(fresh[0], 8000, accuracy: 0.5)
        XCTAssertEqual(fresh[2], 30_000, accuracy: 0.5)
        try forceUpdate(runID: 2, "distance_m = 7000, name = 'Treadmill', description = 'after work', gear = 'Pegasus'")
        try forceUpdate(runID: 3, "distance_m = 25000")
        _ = try RunEditor(database: database).edit(runID: 1, RunEdit(sport: "walking"))

        let outcome = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(outcome.status, .refreshed, outcome.reason ?? "")
        XCTAssertEqual(outcome.changes.map { $0.before.id }, [2, 1, 3])
        XCTAssertEqual(outcome.changes.map { $0.after.id }, [2, 1, 3])
        XCTAssertEqual(outcome.changes.map(\.changesSomething), [true, false, true])
        XCTAssertEqual(outcome.changes[0].before.distance, 7000)
        XCTAssertEqual(outcome.changes[0].after.distance ?? 0, 8000, accuracy: 0.5)
        XCTAssertEqual(outcome.changes[2].before.distance, 25_000)
        XCTAssertEqual(outcome.changes[2].after.distance ?? 0, 30_000, accuracy: 0.5)
        XCTAssertEqual(try distances(), fresh)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 3)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM samples").int64Value, 601)
        let words = try database.rows("SELECT name, description, gear, sport FROM runs ORDER BY start_utc")
        XCTAssertEqual(words[0], [.text("Treadmill"), .text("after work"), .text("Pegasus"), .text("running")])
        // The edited sport wins over the file's.
        XCTAssertEqual(words[1][3], .text("walking"))
        XCTAssertEqual(words[2][3], .text("cycling"))

        // Refreshed again: nothing left to change.
        let again = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(again.status, .refreshed)
        XCTAssertEqual(again.changes.map(\.changesSomething), [false, false, false])
    }

    func testADryRunRefreshReportsTheChangeAndWritesNothing() throws {
        let url = try export()
        _ = try imported(url)
        try forceUpdate(runID: 3, "distance_m = 25000")
        let before = try DatabaseDump.lines(of: database)
        var dry = options
        dry.dryRun = true
        let outcome = try FileRefresher(options: dry).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(outcome.status, .refreshed)
        XCTAssertEqual(outcome.changes.map(\.changesSomething), [false, false, true])
        XCTAssertEqual(outcome.changes[2].after.distance ?? 0, 30_000, accuracy: 0.5)
        XCTAssertEqual(try DatabaseDump.lines(of: database), before)
    }

    func testATrimmedWorkoutIsLeftAloneAndTheOthersRefreshed() throws {
        let url = try export()
        _ = try imported(url)
        _ = try RunTrimmer(database: database).trim(runID: 1, at: .sinceStart(300), now: 1_800_000_000)
        let trimmedDistance = try database.scalar("SELECT distance_m FROM runs WHERE id = 1").doubleValue ?? 0
        try forceUpdate(runID: 3, "distance_m = 25000")
        let outcome = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(outcome.status, .refreshed)
        XCTAssertEqual(outcome.changes.map { $0.before.id }, [2, 3])
        XCTAssertEqual(outcome.warnings, ["run 1 was trimmed: left as it is ('logbook trim 1 --undo' first to refresh it)"])
        XCTAssertEqual(try database.scalar("SELECT distance_m FROM runs WHERE id = 1").doubleValue ?? 0, trimmedDistance, accuracy: 1e-9)
        XCTAssertEqual(try database.scalar("SELECT distance_m FROM runs WHERE id = 3").doubleValue ?? 0, 30_000, accuracy: 0.5)
    }

    func testAWorkoutInQuarantineLeavesTheExportAsItWas() throws {
        let url = try export()
        _ = try imported(url)
        try forceUpdate(runID: 3, "distance_m = 25000")
        try database.inTransaction {
            try QuarantineTables(database: database).moveIn(
                runID: 2, rules: "too_short", detail: "moved for the test", duplicateOf: nil, at: 1_800_000_000)
        }
        let before = try DatabaseDump.lines(of: database)
        let outcome = try FileRefresher(options: options).refresh(ImportInput(file: url), in: database)
        XCTAssertEqual(outcome.status, .skipped)
        XCTAssertEqual(outcome.reason, "it now gives 3 runs where the logbook holds 2: left as it was")
        XCTAssertEqual(outcome.changes, [])
        XCTAssertEqual(try DatabaseDump.lines(of: database), before)
    }
}
