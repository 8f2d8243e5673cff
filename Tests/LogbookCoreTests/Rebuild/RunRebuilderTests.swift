import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// `logbook rebuild`: stored runs computed again with today's rules, on a logbook written
/// by the version before device totals were stored, and on one written today.
final class RunRebuilderTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The last schema version before device totals were stored (0007).
    private static let previousVersion = 6

    /// 20 min due north at 3 m/s, one point a second, heart rate 150, positions on the
    /// 1e-7° grid the samples table stores (so samples give back exactly the file's points).
    static func track() -> ParsedActivity {
        let start = 1_714_636_800.0
        let points = (0...1200).map { second -> TrackPoint in
            let lat = ((47 + 3 * Double(second) / SyntheticTracks.metresPerDegree) * 1e7).rounded() / 1e7
            return TrackPoint(timestamp: start + Double(second), lat: lat, lon: 8, ele: 400, hr: 150)
        }
        return ParsedActivity(format: "gpx", name: "Morning Run", rawSport: "running", segments: [points], statedOffset: 7200)
    }

    /// A logbook at the previous schema version holding the track as that version stored
    /// it: 3 % short (its standstill rule dropped slow steps), its samples' distance
    /// likewise, three splits; then upgraded to today's schema.
    private func oldLogbook() throws -> Database {
        let database = try Database(path: folder.path("old.sqlite"))
        try database.configure()
        try Migrator().migrate(database, upTo: Self.previousVersion)
        let built = try XCTUnwrap(RunBuilder.build(Self.track(), zone: .gmt, thresholds: .standard))
        let old = 0.97 * (built.run.distance ?? 0)
        try database.execute(
            """
            INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s, pace_s_per_km,
                              pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
            VALUES (1, ?, 7200, 'running', 'Morning Run', ?, 1200, 1200, ?, 'ok', 150, 150, NULL, 0, 'gpx', 1735000000, NULL)
            """, [.integer(built.run.startUTC), .real(old), .real(1200 / (old / 1000))])
        for index in 1...3 {
            try database.execute(
                """
                INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, avg_hr,
                                    avg_cadence, elevation_gain_m)
                VALUES (1, ?, 1000, 344, 344, 344, 'ok', 150, NULL, 0)
                """, [.integer(Int64(index))])
        }
        for (seq, sample) in built.samples.enumerated() {
            try database.execute(
                "INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm) VALUES (1, ?, ?, ?, ?, 4000, 150, NULL, ?)",
                [.integer(Int64(seq)), .integer(Int64((sample.offset * 1000).rounded())),
                 .integer(Int64((sample.point.lat * 1e7).rounded())), .integer(80_000_000),
                 .integer(Int64((sample.distance * 0.97 * 10).rounded()))])
        }
        try Migrator().migrate(database)
        return database
    }

    /// A logbook into which today's import stored the same track.
    private func freshLogbook() throws -> Database {
        let database = try CleanupFixtures.database(in: folder, name: "fresh.sqlite")
        XCTAssertEqual(try CleanupFixtures.store(Self.track(), in: database), 1)
        return database
    }

    /// The dump lines of `table` with the columns `leaving` out.
    private func rows(_ database: Database, _ table: String, leaving excluded: Set<String> = []) throws -> [String] {
        try SampleRows.materialize(database)
        let columns = try SampleRows.columns(of: table, in: database).filter { !excluded.contains($0) }
        let select = columns.map { "\($0) || ''" }.joined(separator: " || '|' || ")
        return try database.rows("SELECT \(select) FROM \(table) ORDER BY 1").map { $0.first?.stringValue ?? "" }
    }

    func testADryRunOnAnOldLogbookListsTheChangeAndWritesNothing() throws {
        let database = try oldLogbook()
        let before = try DatabaseDump.lines(of: database)
        let rebuilder = RunRebuilder(database: database)
        XCTAssertEqual(try rebuilder.runIDs([]), [1])
        let change = try rebuilder.plan(runID: 1).change
        XCTAssertTrue(change.changesSomething)
        XCTAssertEqual(try XCTUnwrap(change.before.distance), 3492, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(change.after.distance), 3600, accuracy: 0.05)
        XCTAssertEqual(try XCTUnwrap(change.after.pace.secondsPerKm), 1200 / 3.6, accuracy: 0.01)
        XCTAssertNil(change.before.gpsDistance)
        XCTAssertEqual(try XCTUnwrap(change.after.gpsDistance), 3600, accuracy: 0.05)
        XCTAssertNil(change.before.distanceSource)
        XCTAssertEqual(change.after.distanceSource, .gps)
        XCTAssertEqual(change.splitCounts.before, 3)
        XCTAssertEqual(change.splitCounts.after, 4)
        XCTAssertEqual(try DatabaseDump.lines(of: database), before)
    }

    func testARebuiltOldLogbookHoldsTheRowsOfAFreshImport() throws {
        let old = try oldLogbook()
        let change = try RunRebuilder(database: old).rebuild(runID: 1)
        XCTAssertTrue(change.changesSomething)
        let fresh = try freshLogbook()
        // Which sport the file stated cannot be told from samples: the old row's stays unknown.
        XCTAssertEqual(try rows(old, "runs", leaving: ["sport_source"]), try rows(fresh, "runs", leaving: ["sport_source"]))
        XCTAssertEqual(try old.scalar("SELECT sport_source FROM runs").stringValue, nil)
        XCTAssertEqual(try rows(old, "splits"), try rows(fresh, "splits"))
        XCTAssertEqual(try rows(old, "samples"), try rows(fresh, "samples"))
        XCTAssertEqual(try SampleRows.scalar(old, "SELECT count(*) FROM samples").int64Value, 1201)
        // The best efforts found in the rebuilt samples are a fresh import's (400 m, 1 km, 1 mile).
        XCTAssertEqual(try rows(old, "best_efforts"), try rows(fresh, "best_efforts"))
        XCTAssertEqual(try old.scalar("SELECT count(*) FROM best_efforts").int64Value, 3)
        // Rebuilt again: nothing left to change, nothing written.
        let dump = try DatabaseDump.lines(of: old)
        XCTAssertFalse(try RunRebuilder(database: old).rebuild(runID: 1).changesSomething)
        XCTAssertEqual(try DatabaseDump.lines(of: old), dump)
    }

    func testAFreshImportNeedsNoRebuildAndItsDeviceTotalsStay() throws {
        let database = try CleanupFixtures.database(in: folder)
        var activity = Self.track()
        activity.format = "fit"
        activity.summary = ActivitySummary(distance: 3650, elapsed: 1200, moving: 1195)
        let id = try CleanupFixtures.store(activity, in: database)
        let dump = try DatabaseDump.lines(of: database)
        let change = try RunRebuilder(database: database).rebuild(runID: id)
        XCTAssertFalse(change.changesSomething, "\(change)")
        XCTAssertEqual(change.after.distance, 3650)
        XCTAssertEqual(change.after.distanceSource, .device)
        XCTAssertEqual(try DatabaseDump.lines(of: database), dump)
    }

    func testAnInferredSportIsInferredAgainAndAStatedOneStays() throws {
        let database = try CleanupFixtures.database(in: folder)
        var walk = Self.track()
        walk.rawSport = nil
        let id = try CleanupFixtures.store(walk, in: database)
        XCTAssertEqual(try RunQueries(database: database).run(id: id)?.sport, "running")
        // Stored as an inferred walk by hand: rebuilding infers running again from 3 m/s.
        try database.execute("UPDATE runs SET sport = 'walking' WHERE id = ?", [.integer(id)])
        let change = try RunRebuilder(database: database).rebuild(runID: id)
        XCTAssertEqual(change.before.sport, "walking")
        XCTAssertEqual(change.after.sport, "running")
        XCTAssertEqual(change.after.sportSource, .inferred)
        // A stated sport is never re-guessed.
        try database.execute("UPDATE runs SET sport = 'walking', sport_source = 'file' WHERE id = ?", [.integer(id)])
        XCTAssertEqual(try RunRebuilder(database: database).rebuild(runID: id).after.sport, "walking")
    }

    func testARunWithoutSamplesGetsItsPaceJudgedByItsSportsRange() throws {
        let database = try CleanupFixtures.database(in: folder)
        // 20 km in 40 min: 2:00/km, stored too_fast as a run by an older version, but it is a ride.
        try CleanupFixtures.insertRaw(
            database, id: 5, start: 1_712_000_000, sport: "cycling", distance: 20_000, elapsed: 2400, moving: 2400, pace: nil,
            status: "too_fast")
        let change = try RunRebuilder(database: database).rebuild(runID: 5)
        XCTAssertEqual(change.after.pace.status, .ok)
        XCTAssertEqual(try database.scalar("SELECT pace_s_per_km FROM runs WHERE id = 5").doubleValue, 120)
        XCTAssertEqual(try database.scalar("SELECT pace_status FROM runs WHERE id = 5").stringValue, "ok")
    }

    func testUnknownAndQuarantinedIdsAreRefused() throws {
        let database = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.insertRaw(database, id: 5, start: 1_712_000_000, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        try database.inTransaction {
            try QuarantineTables(database: database).moveIn(runID: 5, rules: "too_slow", detail: "", duplicateOf: nil, at: 0)
        }
        XCTAssertThrowsError(try RunRebuilder(database: database).runIDs([5])) { error in
            XCTAssertEqual("\(error)", "run 5 is in quarantine; restore it first with 'logbook clean --restore 5'")
        }
        XCTAssertThrowsError(try RunRebuilder(database: database).runIDs([9])) { error in
            XCTAssertEqual(error as? RunLookupError, .runNotFound(id: 9))
        }
        XCTAssertEqual(try RunRebuilder(database: database).runIDs([]), [])
    }
}
