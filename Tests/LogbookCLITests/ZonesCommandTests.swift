import Foundation
import LogbookTestSupport
import XCTest

/// `--zones` on `show`, `stats` and `load`, the weekly monotony and strain of `load`, and
/// its chart, on hours at a steady heart rate with the profile 190/50.
final class ZonesCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports one hour per `(daysAgo, hr)` and sets the profile to max 190, resting 50.
    private func importHours(_ hours: [(Int, Int)]) throws {
        for (days, hr) in hours {
            let path = folder.path("run-\(days)-\(hr).gpx")
            try LoadCommandTests.gpx(daysAgo: days, hr: hr).write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertEqual(try CLIRunner.run(["import", "--tz", "UTC", "--db", db, path]).status, 0)
        }
        XCTAssertEqual(try CLIRunner.run(["profile", "set", "--max-hr", "190", "--resting-hr", "50", "--db", db]).status, 0)
    }

    private func json(_ arguments: [String]) throws -> Any {
        let result = try CLIRunner.run(arguments + ["--db", db], environment: ["TZ": "UTC"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func testTheZonesLieWhereTheOptionSays() throws {
        try importHours([(3, 160)])
        func zones(_ model: [String]) throws -> [Double]? {
            (try json(["show", "1", "--json"] + model) as? [String: Any])?["hr_zones_s"] as? [Double]
        }
        // Of max 190: zone 4 starts at 152, zone 5 at 171. Of the reserve 140 above 50:
        // zone 3 starts at 148, zone 4 at 162. Explicit bounds: 160 starts zone 4 of the first.
        XCTAssertEqual(try zones([]), [0, 0, 0, 0, 3600, 0])
        XCTAssertEqual(try zones(["--zones", "max"]), [0, 0, 0, 0, 3600, 0])
        XCTAssertEqual(try zones(["--zones", "hrr"]), [0, 0, 0, 3600, 0, 0])
        XCTAssertEqual(try zones(["--zones", "100,120,140,160,175"]), [0, 0, 0, 0, 3600, 0])
        XCTAssertEqual(try zones(["--zones", "100,120,140,165,175"]), [0, 0, 0, 3600, 0, 0])
        // The table says the same: an hour in zone 4 and Banister's TRIMP with r = 110/140.
        let table = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("  Zones       <Z1 0:00  Z1 0:00  Z2 0:00  Z3 0:00  Z4 1:00:00  Z5 0:00\n"), table.stdout)
        let r = 110.0 / 140
        let trimp = 60 * r * 0.64 * exp(1.92 * r)
        XCTAssertTrue(table.stdout.contains("  TRIMP       \(String(format: "%.1f", trimp))\n"), table.stdout)
        for bad in ["zone", "100,120,140", "100,90,140,160,175", "100,120,140,160,900"] {
            let result = try CLIRunner.run(["show", "1", "--zones", bad, "--db", db])
            XCTAssertEqual(result.status, 64, bad)
            XCTAssertTrue(
                result.stderr.hasPrefix(
                    "Error: The value '\(bad)' is invalid for '--zones <model>': expected max, hrr or five increasing bpm values"),
                result.stderr)
        }
    }

    func testStatsAddTheTimeInZonesOfEachPeriod() throws {
        try importHours([(3, 150), (2, 160)])
        let rows = try XCTUnwrap(try json(["stats", "--yearly", "--json", "--zones", "max"]) as? [[String: Any]])
        XCTAssertEqual(rows.count, 1)
        // 150 bpm is zone 3 of 190 (133-152), 160 zone 4 (152-171): an hour each.
        XCTAssertEqual(rows[0]["hr_zones_s"] as? [Double], [0, 0, 0, 3600, 3600, 0])
        let reserve = try XCTUnwrap(try json(["stats", "--yearly", "--json", "--zones", "hrr"]) as? [[String: Any]])
        XCTAssertEqual(reserve[0]["hr_zones_s"] as? [Double], [0, 0, 0, 7200, 0, 0])
        let plain = try XCTUnwrap(try json(["stats", "--yearly", "--json"]) as? [[String: Any]])
        XCTAssertNil(plain[0]["hr_zones_s"], "only --zones adds them")
        let csv = try CLIRunner.run(["stats", "--yearly", "--csv", "--zones", "max", "--db", db])
        let lines = csv.stdout.split(separator: "\n")
        XCTAssertTrue(lines[0].hasSuffix(",below_z1_s,z1_s,z2_s,z3_s,z4_s,z5_s"), String(lines[0]))
        XCTAssertTrue(lines[1].hasSuffix(",0,0,0,3600,3600,0"), String(lines[1]))
        let table = try CLIRunner.run(["stats", "--yearly", "--zones", "max", "--db", db])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("TIME IN ZONES"), table.stdout)
        XCTAssertTrue(table.stdout.contains("1:00:00  1:00:00"), table.stdout)
    }

    func testLoadGivesEachWeeksMonotonyAndStrainAndAChart() throws {
        try importHours([(9, 150), (3, 150), (2, 160)])
        let object = try XCTUnwrap(try json(["load", "--days", "10", "--json"]) as? [String: Any])
        let days = try XCTUnwrap(object["days"] as? [[String: Any]])
        let weeks = try XCTUnwrap(object["weeks"] as? [[String: Any]])
        // Foster, written out: the days of each ISO week (missing ones 0), mean over deviation
        // (the JSON holds three decimals).
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parse = { (text: String) -> Date? in
            let formatter = DateFormatter()
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.date(from: text)
        }
        var byWeek: [String: [Double]] = [:]
        for day in days {
            let date = try XCTUnwrap(parse(try XCTUnwrap(day["date"] as? String)))
            let monday = try XCTUnwrap(calendar.dateInterval(of: .weekOfYear, for: date)?.start)
            let key = ISO8601DateFormatter.string(from: monday, timeZone: calendar.timeZone, formatOptions: [.withFullDate])
            var week = byWeek[key] ?? Array(repeating: 0, count: 7)
            week[(calendar.component(.weekday, from: date) + 5) % 7] += try XCTUnwrap(day["load"] as? Double)
            byWeek[key] = week
        }
        XCTAssertEqual(weeks.compactMap { $0["week_start"] as? String }, byWeek.keys.sorted())
        for week in weeks {
            let loads = try XCTUnwrap(byWeek[try XCTUnwrap(week["week_start"] as? String)])
            let total = loads.reduce(0, +)
            let mean = total / 7
            let deviation = (loads.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 7).squareRoot()
            XCTAssertEqual(try XCTUnwrap(week["load"] as? Double), total, accuracy: 0.0006)
            if total > 0 {
                XCTAssertEqual(try XCTUnwrap(week["monotony"] as? Double), mean / deviation, accuracy: 0.0006)
                XCTAssertEqual(try XCTUnwrap(week["strain"] as? Double), total * mean / deviation, accuracy: 0.0006)
            } else {
                XCTAssertTrue(week["monotony"] is NSNull, "a week without load has no monotony")
            }
        }
        let table = try CLIRunner.run(["load", "--days", "10", "--chart", "--db", db], environment: ["TZ": "UTC"])
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.contains("WEEK") && table.stdout.contains("MONOTONY") && table.stdout.contains("STRAIN"))
        let chartLines = table.stdout.split(separator: "\n").filter { $0.contains("CTL ") && $0.contains("TSB ") }
        XCTAssertEqual(chartLines.count, 10, table.stdout)
        let refused = try CLIRunner.run(["load", "--chart", "--json", "--db", db])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.stderr, #"{"error":{"code":"usage","message":"--chart works only with --table"}}"# + "\n")
    }

    func testRebuildLeavesTheLoadAsItWas() throws {
        try importHours([(9, 150), (3, 150), (2, 160)])
        let before = try CLIRunner.run(["load", "--days", "10", "--json", "--db", db], environment: ["TZ": "UTC"])
        let zones = try CLIRunner.run(["stats", "--yearly", "--json", "--zones", "hrr", "--db", db])
        XCTAssertEqual(try CLIRunner.run(["rebuild", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["rebuild", "--db", db]).status, 0)
        XCTAssertEqual(try CLIRunner.run(["load", "--days", "10", "--json", "--db", db], environment: ["TZ": "UTC"]).stdout, before.stdout)
        XCTAssertEqual(try CLIRunner.run(["stats", "--yearly", "--json", "--zones", "hrr", "--db", db]).stdout, zones.stdout)
        XCTAssertTrue(before.stdout.contains("\"load\":"), before.stdout)
    }
}
