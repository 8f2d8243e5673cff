import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

final class QuarantineTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A GPX run with samples (id 1), its CSV twin (2), an infinite pace (3), a good run (4).
    private func sampleLogbook() throws -> Database {
        let database = try CleanupFixtures.database(in: folder)
        let gpx = CleanupFixtures.northRun(start: 1_714_636_800, legs: [(1200, 3, 150)], name: "Morning Run")
        XCTAssertEqual(try CleanupFixtures.store(gpx, in: database), 1)
        try CleanupFixtures.insertRaw(
            database, id: 2, start: 1_714_636_810, name: "Morning Run", distance: 3550, elapsed: 1200, moving: 1190,
            pace: 335.2, status: "ok")
        try CleanupFixtures.insertRaw(
            database, id: 3, start: 1_713_000_000, distance: 8000, elapsed: 2400, moving: 2400, pace: .infinity, status: "ok")
        try CleanupFixtures.insertRaw(
            database, id: 4, start: 1_712_000_000, distance: 10_000, elapsed: 3000, moving: 3000, pace: 300, status: "ok")
        return database
    }

    func testApplyMovesEveryRowAndRestoreBringsThemBackByteForByte() throws {
        let database = try sampleLogbook()
        let before = try CleanupFixtures.dump(database)
        XCTAssertEqual(before.filter { $0.hasPrefix("runs: integer:3|") }.first?.contains("|real:Inf|"), true)
        let store = Quarantine(database: database)
        let findings = try store.apply(options: .standard, now: 1_740_000_000)
        XCTAssertEqual(findings.map(\.run.id), [2, 3])
        XCTAssertEqual(findings.map(\.rule), [.duplicate, .nonFinite])
        XCTAssertEqual(try database.scalar("SELECT group_concat(id) FROM runs").stringValue, "1,4")
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM quarantined_samples").int64Value, 0)
        let listed = try store.list()
        XCTAssertEqual(listed.map(\.id), [2, 3])
        XCTAssertEqual(listed.map(\.rules), [["duplicate"], ["non_finite"]])
        XCTAssertEqual(listed[0].duplicateOf, 1)
        XCTAssertEqual(listed[1].pace, .number(.infinity))
        XCTAssertEqual(listed[1].detail, "pace_s_per_km is infinite")
        XCTAssertEqual(listed[1].quarantinedAt, 1_740_000_000)

        // The GPX run goes too when asked to (tight max pace): its splits and samples move with it.
        var strict = CleanupOptions.standard
        strict.thresholds.maxPace = 330
        strict.rules = [.tooSlow]
        XCTAssertEqual(try store.apply(options: strict, now: 1_740_000_100).map(\.run.id), [1])
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM splits").int64Value, 0)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM quarantined_samples WHERE run_id = 1").int64Value, 241)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_splits WHERE run_id = 1").int64Value, 4)

        XCTAssertEqual(try store.restoreAll(), [1, 2, 3])
        XCTAssertEqual(try CleanupFixtures.dump(database), before)
        XCTAssertTrue(database.isAutocommit)
        // CHECK constraints are back on after the restore.
        XCTAssertThrowsError(
            try database.execute("UPDATE runs SET pace_s_per_km = ? WHERE id = 4", [.real(.infinity)]))
    }

    func testSeveralFindingsMoveARunOnceWithEveryRule() throws {
        let database = try sampleLogbook()
        var options = CleanupOptions.standard
        options.thresholds.maxPace = 330
        let store = Quarantine(database: database)
        _ = try store.apply(options: options, now: 1_740_000_000)
        let twin = try XCTUnwrap(try store.list().first { $0.id == 2 })
        XCTAssertEqual(twin.rules, ["too_slow", "duplicate"])
        // 1190 s over 3.55 km is 5:35 /km; the GPX copy (5:33 /km) is too slow as well, so richness decides.
        XCTAssertEqual(
            twin.detail,
            "pace 5:35 /km is slower than 5:30 /km; same run as 1 (starts 10 s apart, 3550 m and 3600 m); 1 is kept: it has samples and heart rate")
        XCTAssertEqual(twin.duplicateOf, 1)
    }

    func testRestoreRefusesUnknownIdsAndChangesNothing() throws {
        let database = try sampleLogbook()
        let store = Quarantine(database: database)
        _ = try store.apply(options: .standard, now: 1_740_000_000)
        let quarantined = try CleanupFixtures.dump(database)
        XCTAssertThrowsError(try store.restore(ids: [3, 4, 9])) { error in
            XCTAssertEqual(error as? CleanupError, .notInQuarantine(ids: [4, 9]))
            XCTAssertEqual("\(error)", "runs 4, 9 are not in quarantine")
        }
        XCTAssertEqual(try CleanupFixtures.dump(database), quarantined)
        XCTAssertEqual(try store.restore(ids: [3, 3]), [3])
        XCTAssertEqual(try store.list().map(\.id), [2])
    }

    func testNewRunsNeverTakeTheIdOfAQuarantinedRun() throws {
        let database = try sampleLogbook()
        let store = Quarantine(database: database)
        var options = CleanupOptions.standard
        options.rules = [.nonFinite]
        try CleanupFixtures.insertRaw(database, id: 7, start: 1_700_000_000, distance: -5, elapsed: 10, moving: 10, pace: nil, status: "no_distance")
        _ = try store.apply(options: options, now: 1_740_000_000)
        XCTAssertEqual(try store.list().map(\.id), [3, 7])
        let next = try CleanupFixtures.store(CleanupFixtures.northRun(start: 1_720_000_000, legs: [(600, 3, nil)]), in: database)
        XCTAssertEqual(next, 8)
        XCTAssertEqual(try store.restoreAll(), [3, 7])
        XCTAssertEqual(try database.scalar("SELECT group_concat(id) FROM runs").stringValue, "1,2,3,4,7,8")
    }

    func testRestoreRefusesAnIdTakenMeanwhile() throws {
        let database = try sampleLogbook()
        let store = Quarantine(database: database)
        _ = try store.apply(options: .standard, now: 1_740_000_000)
        // Written by hand in the sqlite3 shell: the id of a quarantined run.
        try CleanupFixtures.insertRaw(database, id: 3, start: 1_600_000_000, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        XCTAssertThrowsError(try store.restoreAll()) { error in
            XCTAssertEqual("\(error)", "cannot restore run 3: another run in the logbook has id 3")
        }
        XCTAssertEqual(try store.list().map(\.id), [2, 3])
    }

    func testPurgeDeletesForGoodWithTrimOriginals() throws {
        let database = try sampleLogbook()
        let store = Quarantine(database: database)
        let tail = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        _ = try RunTrimmer(database: database).trim(runID: tail, at: nil, now: 1_740_000_000)
        var options = CleanupOptions.standard
        options.rules = [.nonFinite, .duplicate]
        _ = try store.apply(options: options, now: 1_740_000_000)
        // Quarantine the trimmed run too: its original stays with it.
        options.rules = [.tooShort]
        options.thresholds.minDistance = 6000
        XCTAssertEqual(try store.apply(options: options, now: 1_740_000_000).map(\.run.id), [1, tail])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM trim_originals").int64Value, 1)
        XCTAssertThrowsError(try store.purge(ids: [tail, 4])) { error in
            XCTAssertEqual(error as? CleanupError, .notInQuarantine(ids: [4]))
        }
        XCTAssertEqual(try store.purge(ids: [tail]), [tail])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM trim_originals").int64Value, 0)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM trim_original_samples").int64Value, 0)
        XCTAssertEqual(try store.purge(), [1, 2, 3])
        XCTAssertEqual(try store.list(), [])
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM quarantined_samples").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT group_concat(id) FROM runs").stringValue, "4")
        XCTAssertEqual(try store.purge(), [])
    }

    func testQuarantineAndTrimTablesMirrorTheLiveTables() throws {
        let database = try CleanupFixtures.database(in: folder)
        func columns(_ table: String) throws -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: try database.rows("SELECT name, type FROM pragma_table_info(?)", [.text(table)]).map {
                    ($0[0].stringValue ?? "", $0[1].stringValue ?? "")
                })
        }
        for (live, twins) in [
            ("runs", ["quarantined_runs", "trim_originals"]), ("splits", ["quarantined_splits", "trim_original_splits"]),
            ("sample_chunks", ["quarantined_sample_chunks", "trim_original_sample_chunks"]),
        ] {
            let liveColumns = try columns(live)
            XCTAssertFalse(liveColumns.isEmpty)
            for twin in twins {
                let twinColumns = try columns(twin)
                for (name, type) in liveColumns {
                    let twinName = twin == "trim_originals" && name == "id" ? "run_id" : name
                    XCTAssertEqual(twinColumns[twinName], type, "\(twin).\(twinName) must mirror \(live).\(name)")
                }
            }
        }
    }

    func testAQuarantinedRunDoesNotComeBackWithTheNextImport() throws {
        let database = try CleanupFixtures.database(in: folder)
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current))
        let csv = ImportInput(
            data: Data("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:10Z,running,30,5,5,,Oops\n".utf8),
            displayName: "activities.csv")
        XCTAssertEqual(try importer.importFile(csv, into: database).status, .imported)
        XCTAssertEqual(try Quarantine(database: database).apply(options: .standard, now: 1_740_000_000).map(\.rule), [.impossible])
        // The same file: known by its hash, and named by the quarantined run it holds.
        let again = try importer.importFile(csv, into: database)
        XCTAssertEqual(again.status, .duplicate)
        XCTAssertEqual(again.duplicateOf, 1)
        // The same run from another file (a richer copy, even): a duplicate of the quarantined run, never a new run.
        let other = ImportInput(
            data: Data("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:00Z,running,30.5,5,5,140,Oops\n".utf8),
            displayName: "other.csv")
        let twin = try importer.importFile(other, into: database)
        XCTAssertEqual(twin.status, .duplicate)
        XCTAssertEqual(twin.duplicateOf, 1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        let match = try RunStore(database: database).findDuplicate(of: twin.runs.first.flatMap { try? RunQueries(database: database).run(id: $0.id ?? 0) } ?? Run(
            startUTC: 1_714_629_600, utcOffset: 0, sport: "running", name: nil, distance: 30, elapsed: 5, moving: 5,
            pace: Pace(secondsPerKm: nil, status: .tooShort), averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil,
            elevationGain: nil, source: "csv"))
        XCTAssertEqual(match?.isQuarantined, true)
        XCTAssertEqual(match?.id, 1)
    }
}
