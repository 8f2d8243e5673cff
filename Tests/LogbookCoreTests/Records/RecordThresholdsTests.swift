import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// The pace thresholds of best efforts are those of the read: a logbook imported with
/// other thresholds, or upgraded (its efforts backfilled with the default ones), gives the
/// records a fresh import gives.
final class RecordThresholdsTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private let first: Double = 1_714_636_800  // 2024-05-02T08:00:00Z

    /// Thresholds a runner may import with: 1:45 to 40:00 /km.
    private let custom = PaceThresholds(minDistance: 50, minPace: 105, maxPace: 2400)

    /// A 400 m in 44 s (1:50 /km: faster than the default 2:00, slower than the world
    /// record's 43.03 s) between 600 s at 4:00 /km each side; its best 1 km is the 400 m
    /// and 600 m at 4:00 /km: 44 + 144 = 188 s.
    private var sprint: Data {
        EffortTracks.gpx(EffortTracks.points(start: first, legs: [(600, 1000.0 / 240), (44, 400.0 / 44), (600, 1000.0 / 240)]))
    }

    /// An hour at 32:00 /km (slower than the default 30:00): 1875 m, its 400 m in 768 s,
    /// its 1 km in 1920 s.
    private var slow: Data {
        EffortTracks.gpx(EffortTracks.points(start: first + 86_400, legs: [(3600, 1000.0 / 1920)]))
    }

    /// A new logbook with the two runs imported with `thresholds` (ids 1 and 2).
    private func logbook(_ name: String, importedWith thresholds: PaceThresholds) throws -> Database {
        let database = try CleanupFixtures.database(in: folder, name: name)
        XCTAssertEqual(try EffortTracks.importData(sprint, name: "sprint.gpx", into: database, thresholds: thresholds), [1])
        XCTAssertEqual(try EffortTracks.importData(slow, name: "slow.gpx", into: database, thresholds: thresholds), [2])
        return database
    }

    /// The stored statuses of run `id` by distance label.
    private func statuses(_ id: Int64, in database: Database) throws -> [String: EffortStatus] {
        try EffortTracks.efforts(id, in: database).mapValues(\.status)
    }

    private func rows(_ database: Database, _ thresholds: PaceThresholds) throws -> [String: RecordsReport.Row] {
        let report = try RecordsReport.load(
            from: database, distances: RecordDistance.standard, filter: RecordFilter(), top: 3, thresholds: thresholds)
        return Dictionary(uniqueKeysWithValues: report.rows.map { ($0.distance.label, $0) })
    }

    /// Whatever the import's thresholds, the read's decide: with the defaults the 44 s 400 m
    /// is too fast and the slow hour too slow, each counted; with 1:45 to 40:00 both count.
    func testPacesAreJudgedByTheThresholdsOfTheRead() throws {
        for importedWith in [PaceThresholds.standard, custom] {
            let database = try logbook("logbook-\(importedWith.maxPace).sqlite", importedWith: importedWith)
            let standard = try rows(database, .standard)
            XCTAssertEqual(standard["400m"]?.entries.map(\.runID), [])
            XCTAssertEqual(standard["400m"]?.excluded, [.status(.tooFast): 1, .status(.tooSlow): 1])
            XCTAssertEqual(standard["1k"]?.entries.map(\.runID), [1])
            XCTAssertEqual(try XCTUnwrap(standard["1k"]?.entries.first).effort.time, 188, accuracy: 0.5)
            XCTAssertEqual(standard["1k"]?.excluded, [.status(.tooSlow): 1])
            XCTAssertEqual(standard["mile"]?.excluded, [.status(.tooSlow): 1])

            let wide = try rows(database, custom)
            XCTAssertEqual(wide["400m"]?.entries.map(\.runID), [1, 2])
            XCTAssertEqual(try XCTUnwrap(wide["400m"]?.entries.first).effort.time, 44, accuracy: 0.5)
            XCTAssertEqual(try XCTUnwrap(wide["400m"]?.entries.last).effort.time, 768, accuracy: 0.5)
            XCTAssertEqual(wide["1k"]?.entries.map(\.runID), [1, 2])
            XCTAssertEqual(try XCTUnwrap(wide["1k"]?.entries.last).effort.time, 1920, accuracy: 0.5)
            for label in ["400m", "1k", "mile"] { XCTAssertEqual(wide[label]?.excluded, [:], label) }

            // Tighter than the import: the 188 s km (3:08 /km) is now too fast.
            let tight = try rows(database, PaceThresholds(minDistance: 50, minPace: 200, maxPace: 1800))
            XCTAssertEqual(tight["1k"]?.entries.map(\.runID), [])
            XCTAssertEqual(tight["1k"]?.excluded, [.status(.tooFast): 1, .status(.tooSlow): 1])
            // The progression reads the same judgement.
            let progression = try RecordsReport.progression(from: database, distance: .m400, filter: RecordFilter(), thresholds: custom)
            XCTAssertEqual(progression.entries.map(\.runID), [1])
            XCTAssertEqual(
                try RecordsReport.progression(from: database, distance: .m400, filter: RecordFilter(), thresholds: .standard).excluded,
                [.status(.tooFast): 1, .status(.tooSlow): 1])
        }
    }

    /// An upgrade backfills the efforts with the default thresholds (those of the original
    /// import are not stored), so a logbook imported with 1:45 to 40:00 stores other
    /// statuses after an upgrade than a fresh import with them does; every report, with
    /// either thresholds, is the same for both.
    func testAnUpgradedLogbookReportsWhatAFreshImportReports() throws {
        let fresh = try logbook("fresh.sqlite", importedWith: custom)
        XCTAssertEqual(try statuses(1, in: fresh), ["400m": .ok, "1k": .ok, "mile": .ok, "5k": .ok])
        XCTAssertEqual(try statuses(2, in: fresh), ["400m": .ok, "1k": .ok, "mile": .ok])

        let efforts = try XCTUnwrap(Migrator().migrations.first { $0.label.hasSuffix("_best_efforts") })
        let upgraded = try Database(path: folder.path("upgraded.sqlite"))
        try upgraded.configure()
        try Migrator().migrate(upgraded, upTo: efforts.number - 1)
        try upgraded.execute("ATTACH DATABASE ? AS fresh", [.text(fresh.path)])
        for table in ["import_files", "runs", "splits"] {
            let columns = try upgraded.rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)])
                .compactMap { $0.first?.stringValue }.joined(separator: ", ")
            try upgraded.execute("INSERT INTO main.\(table) (\(columns)) SELECT \(columns) FROM fresh.\(table)")
        }
        // The samples as rows again, decoded from the fresh logbook's chunks.
        try SampleRows.copy("samples", from: fresh, into: upgraded)
        try upgraded.execute("DETACH DATABASE fresh")
        try Migrator().migrate(upgraded)
        XCTAssertEqual(try statuses(1, in: upgraded), ["400m": .tooFast, "1k": .ok, "mile": .ok, "5k": .ok])
        XCTAssertEqual(try statuses(2, in: upgraded), ["400m": .tooSlow, "1k": .tooSlow, "mile": .tooSlow])
        XCTAssertEqual(
            try EffortTracks.efforts(2, in: upgraded).mapValues(\.time), try EffortTracks.efforts(2, in: fresh).mapValues(\.time))

        for thresholds in [PaceThresholds.standard, custom] {
            let report = { (database: Database) in
                try RecordsReport.load(
                    from: database, distances: RecordDistance.standard + [RecordDistance(metres: 1500, label: "1500m")],
                    filter: RecordFilter(), top: 3, thresholds: thresholds)
            }
            XCTAssertEqual(try report(upgraded), try report(fresh), "\(thresholds)")
            for distance in [RecordDistance.m400, .k1] {
                XCTAssertEqual(
                    try RecordsReport.progression(from: upgraded, distance: distance, filter: RecordFilter(), thresholds: thresholds),
                    try RecordsReport.progression(from: fresh, distance: distance, filter: RecordFilter(), thresholds: thresholds))
            }
        }
    }

    /// `onRead` keeps a world-record status and judges a pace status again, by the
    /// sport's own range for other sports (a ride's 1 km in 1:30 is not too fast).
    func testOnReadKeepsWorldRecordStatusesAndJudgesPacesAgain() {
        let km = { (seconds: Double, status: EffortStatus) in
            BestEffort(distance: 1000, time: seconds, startsAt: 0, startOffset: 0, status: status)
        }
        XCTAssertEqual(EffortJudge.onRead(km(100, .fasterThanWorldRecord), sport: "running", thresholds: custom), .fasterThanWorldRecord)
        XCTAssertEqual(EffortJudge.onRead(km(300, .impossibleRun), sport: "running", thresholds: custom), .impossibleRun)
        XCTAssertEqual(EffortJudge.onRead(km(1920, .tooSlow), sport: "running", thresholds: custom), .ok)
        XCTAssertEqual(EffortJudge.onRead(km(1920, .ok), sport: "running", thresholds: .standard), .tooSlow)
        XCTAssertEqual(EffortJudge.onRead(km(119, .ok), sport: "running", thresholds: .standard), .tooFast)
        XCTAssertEqual(EffortJudge.onRead(km(120, .tooFast), sport: "running", thresholds: .standard), .ok)
        XCTAssertEqual(EffortJudge.onRead(km(1800, .tooSlow), sport: "running", thresholds: .standard), .ok)
        XCTAssertEqual(EffortJudge.onRead(km(90, .ok), sport: "cycling", thresholds: .standard), .ok)
        XCTAssertEqual(EffortJudge.onRead(km(30, .ok), sport: "cycling", thresholds: custom), .tooFast)
        // The same as judging afresh, for every stored pace status and pace.
        for seconds in stride(from: 100.0, through: 2500, by: 5) {
            let fresh = EffortJudge.judge([km(seconds, .ok)], sport: "running", thresholds: custom)[0].status
            for stored in EffortJudge.paceStatuses where fresh != .fasterThanWorldRecord {
                XCTAssertEqual(EffortJudge.onRead(km(seconds, stored), sport: "running", thresholds: custom), fresh, "\(seconds)")
            }
        }
    }

    /// The SQL of a read judges as `EffortJudge.onRead` does, to the last bit at the edges:
    /// a stored 1 km set to times around 2:00 and 40:00 /km, with each stored pace status,
    /// is a record exactly when `onRead` says `ok`, and otherwise counted with its status.
    func testTheSQLJudgesAsOnReadAtTheEdges() throws {
        let database = try logbook("edges.sqlite", importedWith: .standard)
        let edges = [105.0, 105.0.nextDown, 105.0.nextUp, 2400, 2400.0.nextDown, 2400.0.nextUp, 104, 2401, 188]
        for time in edges {
            for stored in EffortJudge.paceStatuses {
                try database.execute(
                    "UPDATE best_efforts SET time_s = ?, status = ? WHERE run_id = 1 AND distance_m = 1000",
                    [.real(time), .text(stored.rawValue)])
                let effort = BestEffort(distance: 1000, time: time, startsAt: 0, startOffset: 0, status: stored)
                let expected = EffortJudge.onRead(effort, sport: "running", thresholds: custom)
                let row = try XCTUnwrap(try rows(database, custom)["1k"])
                XCTAssertEqual(Set(row.entries.map(\.runID)), expected == .ok ? [1, 2] : [2], "\(time) \(stored)")
                XCTAssertEqual(row.excluded, expected == .ok ? [:] : [.status(expected): 1], "\(time) \(stored)")
            }
        }
    }
}
