import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

final class RecordsStoreTests: XCTestCase {
    private var folder: ScratchFolder!
    private var database: Database!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        database = try CleanupFixtures.database(in: folder)
    }
    override func tearDown() { folder.remove() }

    private let day: Double = 86_400
    private let first: Double = 1_714_636_800  // 2024-05-02

    /// Imports a generated GPX run of `sport` starting `days` after the first day.
    @discardableResult
    private func run(days: Double, legs: [(seconds: Int, speed: Double)], sport: String = "running") throws -> Int64 {
        let points = EffortTracks.points(start: first + days * day, legs: legs)
        return try XCTUnwrap(try EffortTracks.importData(EffortTracks.gpx(points, sport: sport), name: "run-\(days).gpx", into: database).first)
    }

    private func report(_ filter: RecordFilter = RecordFilter()) throws -> [String: RecordsReport.Row] {
        let report = try RecordsReport.load(
            from: database, distances: RecordDistance.standard, filter: filter, top: 3, thresholds: .standard)
        return Dictionary(uniqueKeysWithValues: report.rows.map { ($0.distance.label, $0) })
    }

    /// A ride with a fast km, a CSV treadmill row and a steady run at 2:00/km over 8 km:
    /// none makes a record, each is counted with its reason; the ordinary 6 km run at
    /// 5:00/km holds every record it covers.
    func testARideATreadmillRowAndA2MinuteKmRunMakeNoRecord() throws {
        let record = try run(days: 0, legs: [(1800, 1000.0 / 300)])
        let ride = try run(days: 1, legs: [(600, 8), (90, 1000.0 / 90), (300, 8)], sport: "cycling")
        let steady = try run(days: 2, legs: [(960, 1000.0 / 120)])
        let csv = "start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-05T07:00:00Z,running,5000,960,960,,Treadmill\n"
        let treadmill = try XCTUnwrap(try EffortTracks.importData(Data(csv.utf8), name: "treadmill.csv", into: database).first)
        XCTAssertEqual(try BestEffortQueries(database: database).efforts(runID: treadmill), [])
        XCTAssertEqual(try BestEffortQueries(database: database).efforts(runID: ride).map(\.status), [.ok, .ok, .ok, .ok])
        XCTAssertEqual(
            try BestEffortQueries(database: database).efforts(runID: steady).map(\.status),
            [.impossibleRun, .fasterThanWorldRecord, .fasterThanWorldRecord, .fasterThanWorldRecord])

        let rows = try report()
        for label in ["400m", "1k", "mile", "5k"] {
            let row = try XCTUnwrap(rows[label])
            XCTAssertEqual(row.entries.map(\.runID), [record], label)
            XCTAssertEqual(try XCTUnwrap(row.entries.first).effort.secondsPerKm, 300, accuracy: 0.01, label)
            XCTAssertEqual(row.excluded[.otherSport("running")], 1, label)
            XCTAssertEqual(row.excluded[.summaryOnly], 1, label)
        }
        // The 2:00/km run cannot be true as a whole (8 km in 16:00 beats the 5000 m record's
        // pace): every effort of it is left out under the run's doubt.
        for label in ["400m", "1k", "mile", "5k"] { XCTAssertEqual(rows[label]?.excluded[.doubt(.impossiblePace)], 1, label) }
        XCTAssertEqual(rows["10k"]?.entries, [])
        XCTAssertEqual(rows["10k"]?.excluded, [:])
        // Records of rides are the ride's own, unguarded by running's world records.
        let rides = try report(RecordFilter(sport: "cycling"))
        XCTAssertEqual(rides["1k"]?.entries.map(\.runID), [ride])
        XCTAssertEqual(try XCTUnwrap(rides["1k"]?.entries.first).effort.time, 90, accuracy: 0.5)
    }

    /// A treadmill run with a foot pod (a TCX with per-record distance, no positions)
    /// makes records measured by the device, marked as such: 20 min at 3:20/km after
    /// 5 min at 5:00/km.
    func testAFootPodRunMakesRecordsMarkedAsMeasuredByTheDevice() throws {
        var points = ""
        var metres = 0.0
        for second in 0...1500 {
            let time = Date(timeIntervalSince1970: 1_714_636_800 + Double(second)).formatted(.iso8601)
            points += "<Trackpoint><Time>\(time)</Time><DistanceMeters>\(String(format: "%.1f", metres))</DistanceMeters></Trackpoint>"
            metres += second < 300 ? 1000.0 / 300 : 1000.0 / 200
        }
        let tcx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities>
            <Activity Sport="Running"><Id>2024-05-02T08:00:00Z</Id><Lap StartTime="2024-05-02T08:00:00Z">
            <TotalTimeSeconds>1500</TotalTimeSeconds><Track>\(points)</Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let id = try XCTUnwrap(try EffortTracks.importData(Data(tcx.utf8), name: "treadmill.tcx", into: database).first)
        let efforts = try EffortTracks.efforts(id, in: database)
        XCTAssertEqual(efforts.keys.sorted(), ["1k", "400m", "5k", "mile"])
        XCTAssertEqual(try XCTUnwrap(efforts["1k"]).time, 200, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(efforts["5k"]).time, 1000, accuracy: 0.5)
        XCTAssertTrue(efforts.values.allSatisfy { $0.fromDevice && $0.status == .ok })
        let row = try XCTUnwrap(try report()["5k"])
        XCTAssertEqual(row.entries.map(\.runID), [id])
        XCTAssertTrue(try XCTUnwrap(row.entries.first).effort.fromDevice)
    }

    /// Quarantine the record run: the next best takes over; restore it: it comes back,
    /// with efforts byte for byte as before.
    func testQuarantineMovesTheRecordOutAndRestoreBringsItBack() throws {
        let fast = try run(days: 0, legs: [(1500, 1000.0 / 270)])
        let slow = try run(days: 1, legs: [(1500, 1000.0 / 300)])
        XCTAssertEqual(try report()["5k"]?.entries.map(\.runID), [fast, slow])
        let before = try CleanupFixtures.dump(database, tables: ["best_efforts"])
        let candidate = StoredRunTotals(
            id: fast, startUTC: Int64(first), utcOffset: 0, sport: "running", distance: StoredNumber(.real(5555)),
            elapsed: StoredNumber(.real(1500)), moving: StoredNumber(.real(1500)), pace: StoredNumber(.real(270)),
            richness: RunRichness(hasSamples: true, hasHeartRate: false))
        _ = try database.inTransaction {
            try Quarantine(database: database).move(
                [CleanupFinding(run: candidate, rule: .tooFast, detail: "test")], at: 1_740_000_000)
        }
        XCTAssertEqual(try report()["5k"]?.entries.map(\.runID), [slow])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_best_efforts").int64Value, 4)
        try Quarantine(database: database).restore(ids: [fast])
        XCTAssertEqual(try report()["5k"]?.entries.map(\.runID), [fast, slow])
        XCTAssertEqual(try CleanupFixtures.dump(database, tables: ["best_efforts"]), before)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_best_efforts").int64Value, 0)
    }

    /// Trim the tail (which holds the fastest km) and undo: the efforts follow both.
    func testTrimAndUndoCarryTheEfforts() throws {
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        // 1950 s at 3 m/s, then 450 s at 3.78 m/s: the best km is in the tail.
        let original = try EffortTracks.efforts(id, in: database)
        XCTAssertEqual(try XCTUnwrap(original["1k"]).time, 1000 / (1700.0 / 450), accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(original["5k"]).time, 450 + 3300.0 / 3, accuracy: 0.1)  // the tail and 3.3 km before it
        let before = try CleanupFixtures.dump(database)
        _ = try RunTrimmer(database: database).trim(runID: id, at: nil, now: 1_740_000_000)
        let trimmed = try EffortTracks.efforts(id, in: database)
        XCTAssertEqual(try XCTUnwrap(trimmed["1k"]).time, 1000.0 / 3, accuracy: 0.1)
        XCTAssertEqual(try XCTUnwrap(trimmed["5k"]).time, 5000.0 / 3, accuracy: 0.1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM trim_original_best_efforts").int64Value, 4)
        _ = try RunTrimmer(database: database).undo(runID: id)
        XCTAssertEqual(try EffortTracks.efforts(id, in: database), original)
        XCTAssertEqual(try CleanupFixtures.dump(database), before)
    }

    /// Five runs with 5 km times 25:00, 24:10, 24:40, 23:20, 23:40 in date order: the
    /// progression lists exactly the improvements 25:00, 24:10, 23:20.
    func testProgressionListsExactlyTheImprovements() throws {
        let times: [Double] = [1500, 1450, 1480, 1400, 1420]
        var ids: [Int64] = []
        for (index, time) in times.enumerated() { ids.append(try run(days: Double(index * 7), legs: [(Int(time) + 30, 5000 / time)])) }
        let row = try RecordsReport.progression(from: database, distance: .k5, filter: RecordFilter(), thresholds: .standard)
        XCTAssertEqual(row.entries.map(\.runID), [ids[0], ids[1], ids[3]])
        let seconds = row.entries.map(\.effort.time)
        for (found, expected) in zip(seconds, [1500.0, 1450, 1400]) { XCTAssertEqual(found, expected, accuracy: 0.5) }
        // A year and a computed distance take the same path.
        let computed = try RecordsReport.progression(
            from: database, distance: try XCTUnwrap(RecordDistance.parse("3000")), filter: RecordFilter(), thresholds: .standard)
        XCTAssertEqual(computed.entries.map(\.runID), [ids[0], ids[1], ids[3]])
        XCTAssertEqual(try XCTUnwrap(computed.entries.last).effort.time, 3000 * 1400 / 5000, accuracy: 0.5)
        let year = try XCTUnwrap(RecordFilter.year(2023))
        XCTAssertEqual(try RecordsReport.progression(from: database, distance: .k5, filter: year, thresholds: .standard).entries, [])
    }

    /// Runs stored before best efforts existed get them when migration 0006 runs: the
    /// same rows as an import computes, for live, quarantined and trimmed runs alike.
    func testTheUpgradeBackfillsTheEffortsOfStoredRuns() throws {
        let live = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        let trimmed = try CleanupFixtures.store(CleanupFixtures.tailRun(start: 1_717_300_000), in: database)
        _ = try RunTrimmer(database: database).trim(runID: trimmed, at: nil, now: 1_740_000_000)
        let expected = try CleanupFixtures.dump(database, tables: ["best_efforts", "trim_original_best_efforts"])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM best_efforts WHERE run_id = ?", [.integer(live)]).int64Value, 4)

        let efforts = try XCTUnwrap(Migrator().migrations.first { $0.label.hasSuffix("_best_efforts") })
        let old = try Database(path: folder.path("old.sqlite"))
        try old.configure()
        try Migrator().migrate(old, upTo: efforts.number - 1)
        try old.execute("ATTACH DATABASE ? AS new", [.text(database.path)])
        for table in ["runs", "splits", "trim_originals", "trim_original_splits"] {
            let columns = try old.rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)])
                .compactMap { $0.first?.stringValue }.joined(separator: ", ")
            try old.execute("INSERT INTO main.\(table) (\(columns)) SELECT \(columns) FROM new.\(table)")
        }
        // The samples as rows again, decoded from the new logbook's chunks.
        for table in ["samples", "trim_original_samples"] { try SampleRows.copy(table, from: database, into: old) }
        try old.execute("DETACH DATABASE new")
        try Migrator().migrate(old)
        XCTAssertEqual(try CleanupFixtures.dump(old, tables: ["best_efforts", "trim_original_best_efforts"]), expected)
    }
}
