import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore

final class RunTrimmerTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    func testAutoTrimCutsTheTailAndUndoRestoresEveryByte() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        let before = try CleanupFixtures.dump(database)
        let original = try XCTUnwrap(try RunQueries(database: database).run(id: id))
        // 1950 s at 3 m/s then 450 s at 1700/450 m/s: 7550 m in 2400 s.
        XCTAssertEqual(try XCTUnwrap(original.distance), 7550, accuracy: 0.01)
        XCTAssertEqual(original.moving, 2400)

        let store = RunTrimmer(database: database)
        let outcome = try store.trim(runID: id, at: nil, now: 1_740_000_000)
        XCTAssertEqual(outcome.cut, 1950)
        XCTAssertEqual(outcome.before, original)
        let after = outcome.after
        // Kept: 1950 s at 3 m/s = 5850 m (positions rounded to 1e-7 degrees: within 1 cm).
        XCTAssertEqual(try XCTUnwrap(after.distance), 5850, accuracy: 0.01)
        XCTAssertEqual(after.elapsed, 1950)
        XCTAssertEqual(after.moving, 1950)
        XCTAssertEqual(after.pace.status, .ok)
        XCTAssertEqual(try XCTUnwrap(after.pace.secondsPerKm), 1950 / 5.85, accuracy: 0.001)  // 333.333 s/km = 5:33
        XCTAssertEqual(after.averageHeartRate, 150)
        XCTAssertEqual(after.startUTC, original.startUTC)
        XCTAssertEqual(after.utcOffset, 7200)
        XCTAssertEqual(after.name, "Night Run")
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value, 391)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT max(offset_ms) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value, 1_950_000)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT max(distance_dm) FROM samples WHERE run_id = ?", [.integer(id)]).int64Value, 58_500)
        let splits = try RunQueries(database: database).splits(runID: id)
        XCTAssertEqual(splits.count, 6)
        XCTAssertEqual(try XCTUnwrap(splits.last?.distance), 850, accuracy: 0.01)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM trim_original_samples").int64Value, 481)
        XCTAssertEqual(try database.scalar("SELECT cut_offset_ms FROM trim_originals").int64Value, 1_950_000)
        // The tail is gone, so the rule finds nothing more to trim.
        XCTAssertEqual(try CleanupSearch(database: database).tails(), [:])
        XCTAssertThrowsError(try store.trim(runID: id, at: nil, now: 1_740_000_000)) { error in
            XCTAssertEqual(error as? TrimError, .noTail(id: id))
        }

        let undone = try store.undo(runID: id)
        XCTAssertEqual(undone.after, original)
        XCTAssertEqual(undone.cut, 1950)
        XCTAssertEqual(try CleanupFixtures.dump(database), before)
        XCTAssertThrowsError(try store.undo(runID: id)) { error in
            XCTAssertEqual("\(error)", "run \(id) was never trimmed; there is nothing to undo")
        }
    }

    func testUndoKeepsWhatTheRunnerEditedAfterTheTrim() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        let store = RunTrimmer(database: database)
        _ = try store.trim(runID: id, at: nil, now: 1_740_000_000)
        // Gear the runner gives (a --clear of gear the runner never set would change nothing).
        _ = try RunEditor(database: database).edit(runID: id, RunEdit(name: "Lake loop", sport: "Speed Walking", gear: "Old pair"))
        let undone = try store.undo(runID: id)
        // The numbers are the original's again; the words and the sport the runner set stay.
        XCTAssertEqual(try XCTUnwrap(undone.after.distance), 7550, accuracy: 0.01)
        XCTAssertEqual(
            try database.rows("SELECT name, sport, sub_sport, edited_fields, pace_status FROM runs WHERE id = ?", [.integer(id)]),
            [[.text("Lake loop"), .text("walking"), .text("speed"), .text("name,sport,gear"), .text("ok")]])
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM trim_originals").int64Value, 0)
    }

    func testATrimKeepsEveryMeasuredSampleColumnOfTheSamplesItKeeps() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        // The synthetic track has no cadence: give every sample one so that no column is empty.
        try SampleRows.edit(database, "UPDATE samples SET cadence = 160 + seq % 20 WHERE run_id = ?", [.integer(id)])
        let measured = SampleColumn.allCases.filter { $0.role == .measured }
        let list = SampleColumn.sqlList(measured)
        let query = "SELECT \(list) FROM samples WHERE run_id = ? ORDER BY seq"
        let before = try SampleRows.rows(database, query, [.integer(id)])
        for column in measured {
            XCTAssertGreaterThan(
                try SampleRows.scalar(database, "SELECT count(\(column.rawValue)) FROM samples").int64Value ?? 0, 0,
                "give the fixture a value in samples.\(column.rawValue), so that this test covers it")
        }
        _ = try RunTrimmer(database: database).trim(runID: id, at: nil, now: 1_740_000_000)
        let after = try SampleRows.rows(database, query, [.integer(id)])
        XCTAssertEqual(after.count, 391)
        XCTAssertEqual(after, Array(before.prefix(after.count)), "a trim must keep \(list) as stored")
    }

    func testTrimmingTwiceUndoesToTheFirstOriginal() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        let before = try CleanupFixtures.dump(database)
        let store = RunTrimmer(database: database)
        // A local clock time: the run starts at 01:30:00 local, so 02:02:30 is 32:30 in.
        let first = try store.trim(runID: id, at: TrimTime.parse("T02:02:30"), now: 1_740_000_000)
        XCTAssertEqual(first.cut, 1950)
        let second = try store.trim(runID: id, at: TrimTime.parse("20:00"), now: 1_740_000_100)
        XCTAssertEqual(try XCTUnwrap(second.after.distance), 3600, accuracy: 0.01)
        XCTAssertEqual(second.after.moving, 1200)
        XCTAssertEqual(try database.scalar("SELECT trimmed_at FROM trim_originals").int64Value, 1_740_000_000)
        _ = try store.undo(runID: id)
        XCTAssertEqual(try CleanupFixtures.dump(database), before)
    }

    func testAStandstillAtTheEndIsCutAndARicherImportDropsTheOriginal() throws {
        let database = try CleanupFixtures.database(in: folder)
        // 1500 s at 3 m/s without heart rate, then 300 s standing with the watch running.
        let id = try CleanupFixtures.store(CleanupFixtures.northRun(start: 1_717_198_200, legs: [(1500, 3, nil), (300, 0, nil)]), in: database)
        let tails = try CleanupSearch(database: database).tails()
        XCTAssertEqual(tails[id]?.reason, .noMovement)
        XCTAssertEqual(tails[id]?.endOffset, 1500)
        XCTAssertEqual(tails[id]?.removedDistance, 0)
        let outcome = try RunTrimmer(database: database).trim(runID: id, at: nil, now: 1_740_000_000)
        XCTAssertEqual(try XCTUnwrap(outcome.after.distance), 4500, accuracy: 0.01)
        XCTAssertEqual(outcome.after.moving, 1500)
        XCTAssertEqual(outcome.after.elapsed, 1500)
        // Standing still is not moving time, except the first 5 s step whose ±5 s window still
        // reaches the running (MovingTimeRule): 1505 s before, 1500 s after; elapsed 1800 s before.
        XCTAssertEqual(outcome.before.moving, 1505)
        XCTAssertEqual(outcome.before.elapsed, 1800)
        // A richer copy (with heart rate) imported later replaces the run, and the original with it.
        let richer = try RunBuilder.build(
            CleanupFixtures.northRun(start: 1_717_198_200, legs: [(1500, 3, 140), (300, 0, 140)]),
            zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard, file: "watch.gpx")
        let match = try XCTUnwrap(try RunStore(database: database).findDuplicate(of: richer.run))
        XCTAssertEqual(match.id, id)
        XCTAssertTrue(RunRichness(richer).isRicher(than: match.richness))
        try RunStore(database: database).replace(runID: id, with: richer, fileID: nil, importedAt: 1_740_000_100)
        XCTAssertFalse(try RunTrimmer(database: database).hasOriginal(id))
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM trim_original_samples").int64Value, 0)
    }

    func testTrimRefusals() throws {
        let database = try CleanupFixtures.database(in: folder)
        let id = try CleanupFixtures.store(CleanupFixtures.tailRun(), in: database)
        try CleanupFixtures.insertRaw(database, id: 9, start: 1_700_000_000, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        let store = RunTrimmer(database: database)
        let unchanged = try CleanupFixtures.dump(database)
        func refusal(_ runID: Int64, _ at: TrimTime?) -> String {
            do {
                _ = try store.trim(runID: runID, at: at, now: 0)
                return "trimmed"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(refusal(id, .sinceStart(2400)), "run \(id) ends at 40:00; there is nothing after 40:00 to trim")
        XCTAssertEqual(refusal(id, .sinceStart(3)), "cutting run \(id) at 0:03 would leave nothing of it")
        XCTAssertEqual(refusal(9, nil), "run 9 has no samples to trim")
        XCTAssertEqual(refusal(42, nil), "no run with id 42")
        XCTAssertEqual(try CleanupFixtures.dump(database), unchanged)
        var options = CleanupOptions.standard
        options.rules = [.tooShort]
        options.thresholds.minDistance = 10_000
        _ = try Quarantine(database: database).apply(options: options, now: 0)
        XCTAssertEqual(refusal(id, nil), "run \(id) is in quarantine; restore it first with 'logbook clean --restore \(id)'")
    }

    /// Rebuilding a stored run from all its samples gives back the imported numbers, even
    /// across the pauses between segments that the samples table does not record.
    func testRebuildFromStoredSamplesMatchesTheImportOnRealTracks() throws {
        var urls = [
            "apple-watch-run-3-segments-hr-cad-power.gpx", "oregon600-3-segments-hr-missing-in-first.gpx",
            "garmin-connect-run-ns3-hr-cad.gpx", "utf8-bom-no-namespace.gpx", "opentracks-walk-utc-offset-hr-zero.gpx",
            "garmin-connect-run-gpxtpx-hr.gpx",
        ]
            .map { TestPaths.fixtures.appendingPathComponent("xml/" + $0) }
        // GPL-2.0: read from the shared corpus, never copied.
        let forerunner = TestPaths.sharedCorpus.appendingPathComponent("gpx/gpx10-forerunner10-run-7-segments-lap-waypoints.gpx")
        let hasCorpus = FileManager.default.fileExists(atPath: forerunner.path)
        if hasCorpus { urls.append(forerunner) }
        for url in urls {
            let name = url.lastPathComponent
            let activity = try XCTUnwrap(try XMLActivityReader.gpx.read(ImportInput(file: url)).first, name)
            let zone = TimeZone(identifier: "UTC") ?? .current
            let imported = try XCTUnwrap(RunBuilder.build(activity, zone: zone, thresholds: .standard), name)
            let database = try CleanupFixtures.database(in: folder, name: name + ".sqlite")
            let id = try RunStore(database: database).insert(imported, fileID: nil, importedAt: 0)
            let run = try XCTUnwrap(try RunQueries(database: database).run(id: id))
            let samples = try RunQueries(database: database).samples(runID: id)
            let rebuilt = try XCTUnwrap(TrimRebuilder.build(run: run, samples: samples, zone: zone, thresholds: .standard), name)
            // Positions come back rounded to 1e-7 degrees (1.1 cm): the distance within 5 cm.
            XCTAssertEqual(try XCTUnwrap(rebuilt.run.distance), try XCTUnwrap(imported.run.distance), accuracy: 0.05, name)
            XCTAssertEqual(rebuilt.run.moving, imported.run.moving, name)
            XCTAssertEqual(rebuilt.run.elapsed, imported.run.elapsed, name)
            XCTAssertEqual(rebuilt.splits.count, imported.splits.count, name)
            if name.hasPrefix("oregon600") {
                // The 22 s pause between its segments: the step across it keeps its distance in
                // a one-segment build (only standstills and jumps add nothing), so the rebuild
                // finds the boundary and weighs the heart rate as the import did.
                XCTAssertEqual(try XCTUnwrap(imported.run.averageHeartRate), 111.053, accuracy: 0.001)
            }
            XCTAssertEqual(rebuilt.run.averageHeartRate ?? -1, imported.run.averageHeartRate ?? -1, accuracy: 0.01, name)
            XCTAssertEqual(rebuilt.run.pace.status, imported.run.pace.status, name)
        }
        if let absence = TestPaths.sharedCorpusAbsence("gpx/" + forerunner.lastPathComponent) { throw XCTSkip(absence) }
    }
}
