import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookSQLite
@testable import LogbookStore

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
    /// (600 inline points at 3 m/s), an indoor 8 km run on day 1, a 30 km ride on day 3;
    /// with step-count Records before them, so that a whole read of the file takes two
    /// chunks and the format's sniff reads less than all of it.
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
        let steps = (0..<1_200).map { Text.steps(at: start - 86_400 + Double($0) * 60, count: 80, offset: 7200) }
        let text = Text.document(steps + [routed, indoor, ride].map(Text.workout))
        XCTAssertGreaterThan(text.utf8.count, ImportInput.chunkSize)
        try Data(text.utf8).write(to: url)
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
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 601)
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

    /// Counts the complete reads of a file and calls `action` once, at the end of the
    /// `after`-th (from whichever thread reads it).
    private final class CompleteReads: @unchecked Sendable {
        private let lock = NSLock()
        private let after: Int
        private let action: () -> Void
        private(set) var count = 0
        init(after: Int, _ action: @escaping () -> Void) {
            self.after = after
            self.action = action
        }
        func ended() {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            if count == after { action() }
        }
    }

    func testAnExportRewrittenBetweenThePassesIsRejectedAndNothingChanged() throws {
        let url = try export()
        _ = try imported(url)
        try forceUpdate(runID: 3, "distance_m = 25000")
        let before = try DatabaseDump.lines(of: database)
        let original = try Data(contentsOf: url)
        // The same workouts at the same times; the indoor run now says 9 km.
        let text = String(decoding: original, as: UTF8.self)
        XCTAssertTrue(text.contains("sum=\"8.0\""))
        let rewritten = folder.url.appendingPathComponent("rewritten.xml")
        try Data(text.replacingOccurrences(of: "sum=\"8.0\"", with: "sum=\"9.0\"").utf8).write(to: rewritten)
        // Reads: the hash, the first pass, the second. The new bytes take the name once the
        // first pass has read to the end.
        let reads = CompleteReads(after: 2) { XCTAssertEqual(rename(rewritten.path, url.path), 0) }
        let total = Int64(original.count)
        var input = ImportInput(file: url)
        input.readObserver = { _, after in if after == total { reads.ended() } }
        let outcome = try FileRefresher(options: options).refresh(input, in: database)
        XCTAssertEqual(reads.count, 3)
        XCTAssertEqual(outcome.status, .rejected)
        XCTAssertEqual(
            outcome.reason,
            "\(input.displayName): the file changed while it was being read; nothing of it was changed "
                + "(refresh it again once it is written)")
        XCTAssertEqual(outcome.changes, [])
        XCTAssertEqual(try DatabaseDump.lines(of: database), before)
    }

    func testRunsThatStartTogetherArePairedInFileOrder() {
        // Places in start order by place in the file; the two runs at 10 keep their order.
        XCTAssertEqual(FileRefresher.startPlaces([30, 10, 20, 10]), [3, 0, 2, 1])
        XCTAssertEqual(FileRefresher.startPlaces([5, 6, 7]), [0, 1, 2])
        XCTAssertEqual(FileRefresher.startPlaces([]), [])
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
