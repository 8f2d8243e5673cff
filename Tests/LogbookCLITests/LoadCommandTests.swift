import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore

/// `logbook load` and `show --json` on two imported hours at 150 and 160 bpm, the profile
/// 190/50: each run's TRIMP and zones, each day's load, ATL, CTL and TSB equal the arithmetic
/// written out here to 0.1 %.
final class LoadCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// An hour due north at 3 m/s, a point every 5 s at `hr`, at 08:00 UTC `daysAgo` days ago.
    private func gpx(daysAgo: Int, hr: Int) -> String {
        let now = Date().timeIntervalSince1970
        let start = (now / 86400).rounded(.down) * 86400 - Double(daysAgo) * 86400 + 8 * 3600
        let formatter = ISO8601DateFormatter()
        var points = ""
        for step in 0...720 {
            let lat = 47 + Double(step) * 15 / SyntheticTracks.metresPerDegree
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
            try gpx(daysAgo: days, hr: hr).write(toFile: path, atomically: true, encoding: .utf8)
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
}
