import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore

/// `logbook load` and `show --json` on two imported hours at 150 and 160 bpm, the profile
/// 190/50: each run's TRIMP and zones, each day's load, ATL, CTL and TSB equal the arithmetic
/// written out here to 0.1 %.
final class LoadCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// An hour due north at `speed` m/s (default 3), a point every 5 s at `hr`, at 08:00 UTC
    /// `daysAgo` days ago.
    static func gpx(daysAgo: Int, hr: Int, speed: Double = 3) -> String {
        let now = Date().timeIntervalSince1970
        let start = (now / 86400).rounded(.down) * 86400 - Double(daysAgo) * 86400 + 8 * 3600
        let formatter = ISO8601DateFormatter()
        var points = ""
        for step in 0...720 {
            let lat = 47 + Double(step) * 5 * speed / SyntheticTracks.metresPerDegree
            let time = formatter.string(from: Date(timeIntervalSince1970: start + Double(step) * 5))
            points += "<trkpt lat=\"\(lat)\" lon=\"8\"><time>\(time)</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(hr)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
    }

    private func showJSON(_ id: Int) throws -> [String: Any] {
        let result = try CLIRunner.run(["show", String(id), "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func testDailyLoadsAndTheSeriesEqualTheWrittenOutArithmetic() throws {
        for (days, hr) in [(3, 150), (2, 160)] {
            let path = folder.path("run-\(days).gpx")
            try Self.gpx(daysAgo: days, hr: hr).write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path]).status, 0)
        }
        // Without a profile, run 1's max is estimated from its own hour at 150 (run 2 is
        // later), the rest is 60: r = 1, so TRIMP = 60 min * 0.64 * e^1.92 = 261.93.
        let estimated = try showJSON(1)
        XCTAssertEqual(estimated["max_hr_estimated"] as? Bool, true)
        XCTAssertEqual(estimated["max_hr_used"] as? Double, 150)
        XCTAssertEqual(try XCTUnwrap(estimated["trimp"] as? Double), 60 * 0.64 * exp(1.92), accuracy: 0.01)
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", db]).status, 0)
        let shown = try showJSON(1)
        XCTAssertEqual(shown["hr_zones_s"] as? [Double], [0, 0, 0, 3600, 0, 0], "150 bpm is zone 3 of 190 (133-152)")
        XCTAssertEqual(shown["trimp_source"] as? String, "hr")
        XCTAssertEqual(shown["max_hr_estimated"] as? Bool, false)
        XCTAssertEqual(shown["hr_excluded"] as? [String: Int], ["out_of_range": 0, "steep_step": 0, "constant_reading": 0])
        let result = try CLIRunner.run(["load", "--days", "4", "--json", "--db", db], environment: ["TZ": "UTC"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let days = try XCTUnwrap(object["days"] as? [[String: Any]])
        XCTAssertEqual(days.count, 4)
        XCTAssertEqual(object["runs_without_load"] as? Int, 0)
        XCTAssertEqual(object["max_hr_estimated"] as? Bool, false)
        // 721 points 5 s apart: 720 weighing 5 s each (the last none), 3600 s at one heart rate.
        func trimp(_ hr: Double) -> Double {
            let r = (hr - 50) / 140
            return 3600.0 / 60 * r * 0.64 * exp(1.92 * r)
        }
        let loads = [trimp(150), trimp(160), 0, 0]
        XCTAssertEqual(try XCTUnwrap(shown["trimp"] as? Double), trimp(150), accuracy: trimp(150) * 0.001)
        var atl = 0.0, ctl = 0.0
        for (day, load) in zip(days, loads) {
            let tsb = ctl - atl
            atl = atl * exp(-1.0 / 7) + load * (1 - exp(-1.0 / 7))
            ctl = ctl * exp(-1.0 / 42) + load * (1 - exp(-1.0 / 42))
            for (key, expected) in [("load", load), ("atl", atl), ("ctl", ctl), ("tsb", tsb)] {
                let actual = try XCTUnwrap(day[key] as? Double, key)
                XCTAssertEqual(actual, expected, accuracy: max(abs(expected) * 0.001, 1e-9), "\(key) of \(day["date"] ?? "")")
            }
        }
        XCTAssertEqual(trimp(150), 108.10, accuracy: 0.01)
        let table = try CLIRunner.run(["load", "--days", "4", "--db", db], environment: ["TZ": "UTC"])
        XCTAssertTrue(table.stdout.hasPrefix("DATE         LOAD   ATL  CTL    TSB\n"), table.stdout)
        XCTAssertEqual(try CLIRunner.run(["load", "--days", "4", "--begin", "2026-01-01", "--db", db]).status, 64)
    }

    /// The days of `load --days 4 --json`, and each day's load.
    private func dailyLoads() throws -> [Double] {
        let result = try CLIRunner.run(["load", "--days", "4", "--json", "--db", db], environment: ["TZ": "UTC"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(object["days"] as? [[String: Any]]).map { $0["load"] as? Double ?? -1 }
    }

    /// The seconds at each bpm stored for run `id` (`run_heart_rates`), by bpm.
    private func storedSeconds(_ id: Int) throws -> [Int: Double] {
        let database = try Database(path: db, mode: .readOnly)
        let summary = try XCTUnwrap(try HeartRateSummaryTable(database: database).summary(runID: Int64(id)), "run \(id) has no summary")
        return Dictionary(uniqueKeysWithValues: summary.readings.map { (Int($0.bpm), $0.seconds) })
    }

    /// Each run's heart rate is stored with its samples and follows them: quarantine takes
    /// a run's load out and restore puts it back, a trim cuts it and undo restores it, a purge
    /// deletes the stored row, and a changed setting applies without rewriting anything.
    func testTheStoredHeartRateFollowsQuarantineTrimAndPurge() throws {
        for (days, hr, speed) in [(3, 150, 3.0), (2, 160, 2.0)] {
            let path = folder.path("run-\(days).gpx")
            try Self.gpx(daysAgo: days, hr: hr, speed: speed).write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path]).status, 0)
        }
        XCTAssertEqual(try storedSeconds(1), [150: 3600])
        XCTAssertEqual(try storedSeconds(2), [160: 3600])
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", db]).status, 0)
        func trimp(_ hr: Double, max: Double = 190, seconds: Double = 3600) -> Double {
            let r = (hr - 50) / (max - 50)
            return seconds / 60 * r * 0.64 * exp(1.92 * r)
        }
        func assertLoads(_ expected: [Double], _ message: String, line: UInt = #line) throws {
            let loads = try dailyLoads()
            XCTAssertEqual(loads.count, 4, message, line: line)
            for (actual, wanted) in zip(loads, expected) {
                XCTAssertEqual(actual, wanted, accuracy: max(wanted * 0.001, 1e-9), message, line: line)
            }
        }
        try assertLoads([trimp(150), trimp(160), 0, 0], "as imported")
        // Run 2 at 2 m/s (8:20 /km) is slower than a 6:00 limit: into quarantine, out of the load.
        let flagged = try CLIRunner.run(["clean", "--apply", "--rules", "too_slow", "--max-pace", "6:00", "--db", db])
        XCTAssertEqual(flagged.status, 0, flagged.stderr)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT count(*) FROM quarantined_runs", path: db).int64Value, 1)
        try assertLoads([trimp(150), 0, 0, 0], "run 2 in quarantine")
        XCTAssertEqual(try CLIRunner.run(["clean", "--restore", "2", "--db", db]).status, 0)
        try assertLoads([trimp(150), trimp(160), 0, 0], "run 2 restored")
        // A trim at 30:00 keeps 361 points: 1,800 s at 150; undo gives the hour back.
        XCTAssertEqual(try CLIRunner.run(["trim", "1", "--at", "30:00", "--db", db]).status, 0)
        XCTAssertEqual(try storedSeconds(1), [150: 1800])
        try assertLoads([trimp(150, seconds: 1800), trimp(160), 0, 0], "run 1 trimmed")
        XCTAssertEqual(try CLIRunner.run(["trim", "1", "--undo", "--db", db]).status, 0)
        XCTAssertEqual(try storedSeconds(1), [150: 3600])
        try assertLoads([trimp(150), trimp(160), 0, 0], "run 1 untrimmed")
        // A new maximum from yesterday on changes no run; from three days ago on, both.
        let yesterday = LocalDate(utc: Int64(Date().timeIntervalSince1970), offset: 0).adding(days: -1)
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "180", "--from", yesterday.description, "--db", db]).status, 0)
        try assertLoads([trimp(150), trimp(160), 0, 0], "a maximum from yesterday on")
        XCTAssertEqual(
            try CLIRunner.run(["profile", "set", "--max-hr", "180", "--from", yesterday.adding(days: -2).description, "--db", db]).status, 0)
        try assertLoads([trimp(150, max: 180), trimp(160, max: 180), 0, 0], "a maximum from three days ago on")
        // Purged for good, run 2 takes its stored row along.
        XCTAssertEqual(try CLIRunner.run(["clean", "--apply", "--rules", "too_slow", "--max-pace", "6:00", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["clean", "--purge", "--yes", "--db", db]).status, 0)
        XCTAssertEqual(try DatabaseSnapshot.scalar("SELECT group_concat(run_id) FROM run_heart_rates", path: db).stringValue, "1")
    }
}
