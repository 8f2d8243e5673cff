import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// One judge of an impossible run: `clean` lists exactly the runs `stats`, `records`,
/// `load`, `predict` and the report leave out, run for run, with the same reason.
final class BelievabilityTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports GPX files written by `TrackFiles.gpx`; returns the import's result.
    @discardableResult
    private func importRuns(_ runs: [(name: String, start: String, seconds: Int, speed: Double, step: Int, hr: Int?)]) throws -> CLIResult {
        var paths: [String] = []
        for run in runs {
            paths.append(
                try TrackFiles.write(
                    TrackFiles.gpx(start: run.start, duration: run.seconds, step: run.step, speed: run.speed, hr: run.hr, name: run.name),
                    to: run.name + ".gpx", in: folder))
        }
        let result = try CLIRunner.run(["import", "--db", db] + paths)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// `[id: reason]` from a `left_out` array.
    private func leftOut(_ value: Any?) -> [Int: String] {
        var result: [Int: String] = [:]
        for item in value as? [[String: Any]] ?? [] {
            if let id = item["id"] as? Int, let reason = item["reason"] as? String { result[id] = reason }
        }
        return result
    }

    /// The week of the issue: 10 km at 5:30 /km, 15 km at 2:00 /km (no human runs that),
    /// 8 km at 4:40 /km. The week reads (3300 + 2240) s / 18 km = 307.8 s/km = 5:08 /km with
    /// one run left out, and `clean` lists the 15 km run.
    func testAnImpossibleRunNoLongerPoisonsTheWeek() throws {
        try importRuns([
            ("a-easy", "2026-11-30T07:00:00Z", 3300, 1000.0 / 330, 5, 150),
            ("b-impossible", "2026-12-02T07:00:00Z", 1800, 1000.0 / 120, 5, 150),
            ("c-tempo", "2026-12-04T07:00:00Z", 2240, 1000.0 / 280, 5, 150),
        ])
        let stats = try CLIRunner.run(["stats", "--weekly", "--db", db])
        XCTAssertEqual(stats.status, 0, stats.stderr)
        let lines = stats.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[1].hasPrefix("2026-W49     2  18.00 km  1:32:20  5:08 /km"), stats.stdout)
        XCTAssertTrue(lines[1].hasSuffix("1"), stats.stdout)
        XCTAssertTrue(
            stats.stdout.contains(
                "1 run left out: it cannot be true: 1 impossible_pace (faster than the world record for its distance)."),
            stats.stdout)

        let weekly = try XCTUnwrap(try json(try CLIRunner.run(["stats", "--weekly", "--json", "--db", db]).stdout) as? [[String: Any]])
        XCTAssertEqual(weekly.count, 1)
        XCTAssertEqual(weekly[0]["runs"] as? Int, 2)
        XCTAssertEqual(weekly[0]["excluded"] as? Int, 1)
        XCTAssertEqual(try XCTUnwrap(weekly[0]["moving_s"] as? Double), 5540, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(weekly[0]["distance_m"] as? Double), 18_000, accuracy: 5)
        XCTAssertEqual(try XCTUnwrap(weekly[0]["avg_pace_s_per_km"] as? Double), 307.8, accuracy: 0.2)
        XCTAssertEqual(leftOut(weekly[0]["left_out"]), [2: "impossible_pace"])

        let clean = try CLIRunner.run(["clean", "--db", db])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(
            clean.stdout.contains("impossible  impossible_pace (faster than the world record for its distance)"), clean.stdout)
        XCTAssertTrue(clean.stdout.split(separator: "\n")[1].hasPrefix(" 2  2026-12-02 07:00  15.00 km  2:00 /km"), clean.stdout)
    }

    /// `edit ID --believe` counts the run again everywhere, and `--doubt` takes that back.
    func testTheRunnersWordCountsTheRunAndCanBeTakenBack() throws {
        try importRuns([
            ("a-easy", "2026-11-30T07:00:00Z", 3300, 1000.0 / 330, 5, 150),
            ("b-impossible", "2026-12-02T07:00:00Z", 1800, 1000.0 / 120, 5, 150),
        ])
        let believe = try CLIRunner.run(["edit", "2", "--believe", "--db", db])
        XCTAssertEqual(believe.status, 0, believe.stderr)
        XCTAssertEqual(
            believe.stdout,
            "Run 2 is believed: it counts in every report (logbook had found it faster than the world record for its distance, impossible_pace).\n")
        let weekly = try XCTUnwrap(try json(try CLIRunner.run(["stats", "--weekly", "--json", "--db", db]).stdout) as? [[String: Any]])
        XCTAssertEqual(weekly[0]["runs"] as? Int, 2)
        XCTAssertEqual(weekly[0]["excluded"] as? Int, 0)
        XCTAssertEqual(try CLIRunner.run(["clean", "--db", db]).stdout, "No findings: nothing to clean.\n")
        let shown = try XCTUnwrap(try json(try CLIRunner.run(["show", "2", "--json", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(shown["doubt"] as? String, "impossible_pace")
        XCTAssertEqual(shown["believed"] as? Bool, true)

        let again = try CLIRunner.run(["edit", "2", "--believe", "--db", db])
        XCTAssertEqual(again.stdout, "Nothing to change: run 2 is already believed.\n")
        let doubt = try CLIRunner.run(["edit", "2", "--doubt", "--db", db])
        XCTAssertEqual(
            doubt.stdout,
            "Run 2 is judged by logbook again: it is left out of every report (faster than the world record for its distance, impossible_pace).\n")
        let after = try XCTUnwrap(try json(try CLIRunner.run(["stats", "--weekly", "--json", "--db", db]).stdout) as? [[String: Any]])
        XCTAssertEqual(after[0]["runs"] as? Int, 1)
        XCTAssertEqual(leftOut(after[0]["left_out"]), [2: "impossible_pace"])
        let both = try CLIRunner.run(["edit", "2", "--believe", "--doubt", "--db", db])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.contains("--believe and --doubt contradict each other"), both.stderr)
    }

    /// Planted runs that cannot be true among true ones: the set `clean` lists equals the
    /// set each reader leaves out, run for run, with the same reason.
    func testEveryReaderLeavesOutWhatCleanLists() throws {
        try importRuns([
            // True: an easy 10 km, a 2:05 marathon, a slow 3 km/h jog.
            ("01-easy", "2026-10-05T07:00:00Z", 3000, 1000.0 / 300, 5, 150),
            ("02-marathon", "2026-10-12T07:00:00Z", 7500, 42_195.0 / 7500, 5, 170),
            ("03-shuffle", "2026-10-19T07:00:00Z", 3600, 3000.0 / 3600, 5, 100),
            // Cannot be true: 15 km at 2:00 /km, 500 km in one recording, a heart rate of 250 throughout.
            ("04-car", "2026-10-26T07:00:00Z", 1800, 1000.0 / 120, 5, 150),
            ("05-five-hundred", "2026-11-02T07:00:00Z", 166_680, 3, 60, 140),
            ("06-heart", "2026-11-09T07:00:00Z", 3000, 1000.0 / 300, 5, 250),
        ])
        // A 1-second run and a moving time longer than its elapsed time, stored through the save path.
        let database = try Database(path: db)
        try database.configure()
        func store(_ start: Int64, distance: Double, moving: Double, elapsed: Double) throws {
            let run = Run(
                startUTC: start, utcOffset: 0, sport: "running", name: "stored", distance: distance, elapsed: elapsed,
                moving: moving, pace: Pace.judge(moving: moving, distance: distance, thresholds: .standard),
                averageHeartRate: nil, maxHeartRate: nil, averageCadence: nil, elevationGain: nil, source: "csv")
            _ = try RunStore(database: database).insert(BuiltRun(run: run, splits: [], samples: [], warnings: []), fileID: nil, importedAt: 0)
        }
        try store(1_763_000_000, distance: 3, moving: 1, elapsed: 1)  // 2025-11-13
        try store(1_790_000_000, distance: 10_000, moving: 3_600, elapsed: 1_800)  // 2026-09-21
        let planted = [4: "impossible_pace", 5: "impossible_distance", 6: "impossible_heart_rate", 7: "too_brief", 8: "moving_over_elapsed"]

        let clean = try XCTUnwrap(try json(try CLIRunner.run(["clean", "--json", "--sport", "all", "--db", db]).stdout) as? [[String: Any]])
        var listed: [Int: String] = [:]
        for finding in clean where finding["rule"] as? String == "impossible" {
            listed[finding["id"] as? Int ?? 0] = finding["detail"] as? String
        }
        XCTAssertEqual(listed, planted)

        // stats: every period's left_out, and no planted run in any sum.
        let weekly = try XCTUnwrap(
            try json(try CLIRunner.run(["stats", "--weekly", "--sport", "all", "--json", "--db", db]).stdout) as? [[String: Any]])
        var statsLeftOut: [Int: String] = [:]
        for period in weekly { statsLeftOut.merge(leftOut(period["left_out"])) { first, _ in first } }
        XCTAssertEqual(statsLeftOut, planted)
        XCTAssertEqual(weekly.reduce(0) { $0 + ($1["runs"] as? Int ?? 0) }, 3)
        XCTAssertEqual(weekly.reduce(0.0) { $0 + ($1["distance_m"] as? Double ?? 0) }, 10_000 + 42_195 + 3_000, accuracy: 10)

        // load and predict say the same runs, with the same reasons.
        let load = try XCTUnwrap(try json(try CLIRunner.run(["load", "--json", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(leftOut(load["left_out"]), planted)
        let predict = try XCTUnwrap(
            try json(try CLIRunner.run(["predict", "--json", "--days", "3650", "--db", db]).stdout) as? [String: Any])
        XCTAssertEqual(leftOut(predict["left_out"]), planted)
        // Predictions start from the true marathon and 10 km, never from the 2:00 /km run.
        for race in predict["races"] as? [[String: Any]] ?? [] {
            if let from = race["riegel_from"] as? [String: Any] { XCTAssertNotEqual(from["run_id"] as? Int, 4) }
        }

        // records: none of the planted runs holds a record; the left-out runs are the same.
        let report = try RecordsReport.load(
            from: database, distances: RecordDistance.standard, filter: RecordFilter(), top: 5, thresholds: .standard)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: report.leftOut.map { (Int($0.id), $0.doubt.rawValue) }), planted)
        for row in report.rows {
            XCTAssertTrue(row.entries.allSatisfy { !planted.keys.contains(Int($0.runID)) }, "\(row.distance.label)")
        }
        let fiveK = try XCTUnwrap(report.rows.first { $0.distance.metres == 5000 })
        XCTAssertEqual(fiveK.entries.map(\.runID), [2, 1])
        XCTAssertEqual(fiveK.excluded[.doubt(.impossiblePace)], 1)
        XCTAssertEqual(fiveK.excluded[.doubt(.impossibleDistance)], 1)
        XCTAssertEqual(fiveK.excluded[.doubt(.impossibleHeartRate)], 1)

        // load: the fitness series is made of the true runs alone.
        let training = try TrainingLoadReport.load(from: database, through: try XCTUnwrap(LocalDate(year: 2026, month: 12, day: 6)))
        XCTAssertEqual(Set(training.runs.map(\.runID)), [1, 2, 3])

        // Quarantined on request and restored exactly, the runs keep their doubt.
        let apply = try CLIRunner.run(["clean", "--apply", "--rules", "impossible", "--sport", "all", "--db", db])
        XCTAssertEqual(apply.status, 0, apply.stderr)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM quarantined_runs WHERE doubt IS NOT NULL").int64Value, 5)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 3)
    }
}
