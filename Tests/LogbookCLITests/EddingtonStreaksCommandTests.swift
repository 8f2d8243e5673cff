import Foundation
import LogbookCore
import LogbookModel
import LogbookTestSupport
import XCTest

/// `logbook eddington` and `logbook streaks` on Zürich runs around the 2026 change to
/// summer time (29 March): two runs of one local day summed, a run across local midnight on
/// its start day, a run at 00:20 local just after the change counted on its local date, in
/// km and miles.
final class EddingtonStreaksCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A run north from Zürich at 3 m/s (or `degreesPerSecond` of latitude), a point a
    /// second, starting at `startUTC`.
    private func importRun(_ name: String, startUTC: String, seconds: Int, degreesPerSecond: Double = 0.000027) throws {
        let formatter = ISO8601DateFormatter()
        let start = try XCTUnwrap(formatter.date(from: startUTC))
        var points = ""
        for second in 0..<seconds {
            let time = formatter.string(from: start.addingTimeInterval(Double(second)))
            points += "<trkpt lat=\"\(47.37 + Double(second) * degreesPerSecond)\" lon=\"8.54\"><time>\(time)</time></trkpt>\n"
        }
        let path = folder.path(name)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The five runs around the change to summer time: 27 March (UTC+1) 2.1 km at 08:00 and
    /// at 19:00 local, 4.2 km summed; 28 March 4.2 km; 29 March (UTC+2 from 02:00) 4.2 km
    /// from 23:50 local to 00:13 on the 30th; 30 March 4.5 km from 00:20 local (22:20 UTC on the 29th).
    private func importMarchRuns() throws {
        for (name, start, seconds) in [
            ("a.gpx", "2026-03-27T07:00:00Z", 700), ("b.gpx", "2026-03-27T18:00:00Z", 700), ("c.gpx", "2026-03-28T06:00:00Z", 1400),
            ("d.gpx", "2026-03-29T21:50:00Z", 1400), ("e.gpx", "2026-03-29T22:20:00Z", 1500),
        ] {
            try importRun(name, startUTC: start, seconds: seconds)
        }
    }

    private func json(_ arguments: [String], today: String = "2026-03-31") throws -> [String: Any] {
        let result = try CLIRunner.run(arguments + ["--json", "--db", db], environment: ["LOGBOOK_TODAY": today])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func testEddingtonAndStreaksOnLocalDaysAroundTheChangeToSummerTime() throws {
        try importMarchRuns()

        let km = try json(["eddington"])
        XCTAssertEqual(km["units"] as? String, "km")
        XCTAssertEqual(km["eddington"] as? Int, 4, "four local days of at least 4 km")
        XCTAssertEqual(km["days_for_next"] as? Int, 5, "no day reaches 5 km")
        XCTAssertEqual(km["by_year"] as? [String: Int], ["2026": 4])
        let miles = try json(["eddington", "--units", "mi"])
        XCTAssertEqual(miles["units"] as? String, "mi")
        XCTAssertEqual(miles["eddington"] as? Int, 2, "4.2 km is 2.6 mi")
        XCTAssertEqual(miles["days_for_next"] as? Int, 3)

        let streaks = try json(["streaks"])
        XCTAssertEqual(streaks["current_days"] as? Int, 4)
        XCTAssertEqual(streaks["longest_days"] as? Int, 4)
        XCTAssertEqual(streaks["longest_from"] as? String, "2026-03-27")
        XCTAssertEqual(streaks["longest_to"] as? String, "2026-03-30")
        XCTAssertEqual(try json(["streaks"], today: "2026-04-01")["current_days"] as? Int, 0)
        // Monday weeks: 23-29 March has four runs, 30 March-5 April one.
        let weeks = try json(["streaks", "--weeks-with", "2"])
        XCTAssertEqual(weeks["longest_weeks"] as? Int, 1)
        XCTAssertEqual(weeks["current_weeks"] as? Int, 1, "last week counts while this one is under way")
        XCTAssertEqual(weeks["longest_weeks_from"] as? String, "2026-03-23")
        XCTAssertEqual(weeks["longest_weeks_to"] as? String, "2026-03-29")
        let text = try CLIRunner.run(["eddington", "--db", db])
        XCTAssertEqual(text.stdout, "Eddington number 4 (km): 4 days of at least 4 km. 5 more days of 5 km for 5.\n  2026  4\n")
    }

    func testTheYearInReviewAgainstTheYearBefore() throws {
        try importRun("old.gpx", startUTC: "2025-06-01T06:00:00Z", seconds: 700)
        try importMarchRuns()
        let result = try CLIRunner.run(["review", "2026", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = result.stdout
        XCTAssertTrue(text.hasPrefix("2026 in review\n  Runs        5 (1 in 2025)\n"), text)
        XCTAssertTrue(text.contains("run 6 on 2026-03-30\n"), text)
        XCTAssertTrue(text.contains("  Busiest     2026-03 ("), text)
        XCTAssertTrue(text.contains(", week of 2026-03-23 ("), text)
        XCTAssertTrue(text.contains("  Eddington   4 (km), +3 this year\n"), text)
        XCTAssertTrue(text.contains("  Streak      4 days, 2026-03-27 to 2026-03-30\n"), text)
        // The tiles 2026 first visited: those of its longest run north that the 2025 run never reached.
        func tiles(seconds: Int) -> Set<Tile> {
            Set((0..<seconds).compactMap { Tile(lat: 47.37 + Double($0) * 0.000027, lon: 8.54, zoom: 14) })
        }
        let gained = tiles(seconds: 1500).subtracting(tiles(seconds: 700))
        XCTAssertTrue(text.contains("  Tiles       \(gained.count) new (zoom 14), max square 1 x 1\n"), text)
        XCTAssertEqual(try CLIRunner.run(["review", "2024", "--db", db]).stdout, "No runs in 2024.\n")
        XCTAssertEqual(try CLIRunner.run(["review", "--db", db]).status, 64)
    }

    func testTheYearInReviewNamesTheRecordsItSetTheGearItRetiredAndTheRouteItRanMost() throws {
        // 2025: 6 km at 3.0 m/s sets every record up to 5 km. 2026: 7.2 km at 3.6 m/s beats
        // them all (run 2); the next day the same road a little slower (run 3): one route, two runs.
        try importRun("2025.gpx", startUTC: "2025-06-01T06:00:00Z", seconds: 2000)
        try importRun("fast.gpx", startUTC: "2026-04-01T06:00:00Z", seconds: 2000, degreesPerSecond: 0.0000324)
        try importRun("again.gpx", startUTC: "2026-04-02T06:00:00Z", seconds: 2000, degreesPerSecond: 0.0000323)
        for arguments in [["gear", "add", "Old pair"], ["gear", "retire", "Old pair", "--on", "2026-05-01"], ["gear", "add", "Kept pair"]] {
            XCTAssertEqual(try CLIRunner.run(arguments + ["--db", db]).status, 0, "\(arguments)")
        }
        let review = try json(["review", "2026"])
        XCTAssertEqual(review["year"] as? Int, 2026)
        XCTAssertEqual(review["runs"] as? Int, 2)
        XCTAssertEqual((review["year_before"] as? [String: Any])?["runs"] as? Int, 1)
        let records = try XCTUnwrap(review["records"] as? [[String: Any]])
        XCTAssertEqual(records.map { $0["distance"] as? String }, ["400m", "1k", "mile", "5k"])
        XCTAssertEqual(Set(records.compactMap { $0["run_id"] as? Int }), [2], "the faster run set them all")
        // 3.6 m/s: 0.0000324 degrees a second on the 6,371,008.8 m sphere.
        let speed = 0.0000324 * 2 * Double.pi * 6_371_008.8 / 360
        for record in records {
            let metres = try XCTUnwrap(record["distance_m"] as? Double)
            XCTAssertEqual(try XCTUnwrap(record["time_s"] as? Double), metres / speed, accuracy: 1.0, "\(record)")
            XCTAssertEqual(record["date"] as? String, "2026-04-01")
        }
        XCTAssertEqual(review["gear_retired"] as? [String], ["Old pair"])
        let route = try XCTUnwrap(review["most_run_route"] as? [String: Any])
        XCTAssertEqual(route["runs"] as? Int, 2)
        XCTAssertEqual((try json(["review", "2025"]))["most_run_route"] is NSNull, true, "one run is no habit")

        let text = try CLIRunner.run(["review", "2026", "--db", db]).stdout
        XCTAssertTrue(text.contains("  Records     400m in "), text)
        XCTAssertTrue(text.contains(", run 2 on 2026-04-01\n              1k in "), text)
        XCTAssertTrue(text.contains("  Retired     Old pair\n"), text)
        XCTAssertTrue(text.contains("  Most run    "), text)
        XCTAssertTrue(text.contains(", 2 runs\n"), text)
    }

    func testTheRulesOfTheYearsHighlights() {
        let retired = [
            Gear(id: 1, name: "A", retiredOn: LocalDate(year: 2026, month: 12, day: 31)!),
            Gear(id: 2, name: "B", retiredOn: LocalDate(year: 2027, month: 1, day: 1)!), Gear(id: 3, name: "C"),
        ]
        XCTAssertEqual(YearReview.retired(in: 2026, gear: retired), ["A"])
    }

    func testThePosterDrawsEveryRouteOfTheYearInItsCellNorthUp() throws {
        try importRun("2025.gpx", startUTC: "2025-06-01T06:00:00Z", seconds: 700)
        try importMarchRuns()
        let poster = folder.path("poster.svg")
        let result = try CLIRunner.run(["review", "2026", "--poster", poster, "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "Poster of 5 routes written to \(poster).\n")
        let svg = try String(contentsOfFile: poster, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), svg)
        XCTAssertTrue(svg.contains(">2026: 5 runs, "), svg)
        XCTAssertFalse(svg.contains("2025-06-01"), "the year before is not drawn")
        // Five runs due north: each a vertical line filling its cell's 80 units, bottom to top.
        let lines = svg.components(separatedBy: "points=\"").dropFirst().map { $0.prefix { $0 != "\"" }.split(separator: " ") }
        XCTAssertEqual(lines.count, 5)
        for line in lines {
            XCTAssertEqual(line.first, "50.0,90.0", "\(line.prefix(3))")
            XCTAssertEqual(line.last, "50.0,10.0", "\(line.suffix(3))")
        }
        // Two columns for five cells on a tall page: the third run's cell starts a row below.
        XCTAssertEqual(svg.components(separatedBy: "<g transform=\"translate(").count - 1, 5)
        XCTAssertTrue(svg.contains("<g transform=\"translate(10.0,166.0)\">"), svg)
        XCTAssertTrue(svg.contains(">2026-03-27 · 2.10 km</text>"), svg)

        // A privacy zone over the start of every run cuts their first 300 m out.
        let hidden = try CLIRunner.run(["review", "2026", "--poster", poster, "--hide-near", "47.37,8.54,300", "--db", db])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        let cut = try String(contentsOfFile: poster, encoding: .utf8)
        XCTAssertEqual(cut.components(separatedBy: "points=\"").count - 1, 5)
        let unwritable = try CLIRunner.run(["review", "2026", "--poster", folder.path("missing/poster.svg"), "--db", db])
        XCTAssertEqual(unwritable.status, 1)
        XCTAssertTrue(unwritable.stderr.hasPrefix("Error: Cannot write the poster to \(folder.path("missing/poster.svg")): "), unwritable.stderr)
    }
}
