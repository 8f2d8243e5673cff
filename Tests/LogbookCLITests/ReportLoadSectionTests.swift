import Foundation
import LogbookTestSupport
import XCTest

/// The report's training-load and gear sections and a run page's zones, against `load`,
/// `gear` and `show` with `--json` on the same logbook.
final class ReportLoadSectionTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var out: String { folder.path("site") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    private func run(_ arguments: [String]) throws -> String {
        let result = try CLIRunner.run(arguments + ["--db", db], environment: ["TZ": "UTC"])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    private func json(_ arguments: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(try run(arguments + ["--json"]).utf8))
    }

    /// The values of `attribute` in `html` on the elements that also carry `marker`.
    private func values(_ attribute: String, in html: String, marker: String) -> [String] {
        html.components(separatedBy: "<").filter { $0.contains(marker) }.compactMap { tag in
            guard let range = tag.range(of: "\(attribute)=\"") else { return nil }
            return String(tag[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    func testTheSectionsCarryTheNumbersOfLoadGearAndShow() throws {
        for (days, hr) in [(9, 150), (3, 150), (2, 160)] {
            let path = folder.path("run-\(days).gpx")
            try LoadCommandTests.gpx(daysAgo: days, hr: hr).write(toFile: path, atomically: true, encoding: .utf8)
            _ = try run(["import", "--tz", "UTC", path])
        }
        _ = try run(["profile", "set", "--max-hr", "190", "--resting-hr", "50"])
        _ = try run(["gear", "add", "Pegasus <b>41</b>", "--limit-km", "700"])
        _ = try run(["edit", "2", "--gear", "Pegasus <b>41</b>"])
        _ = try run(["report", "--out", out])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)

        // Fitness: each day with a load is a mark whose CTL is load's for that day.
        let load = try XCTUnwrap(try json(["load", "--days", "10"]) as? [String: Any])
        let days = try XCTUnwrap(load["days"] as? [[String: Any]])
        var ctlByDate: [String: Double] = [:]
        for day in days { ctlByDate[day["date"] as? String ?? ""] = day["ctl"] as? Double }
        let marked = values("data-day", in: index, marker: "class=\"day\"")
        let ctls = values("data-ctl", in: index, marker: "class=\"day\"").compactMap(Double.init)
        XCTAssertEqual(marked.count, 3, "one mark per day with a run")
        for (date, ctl) in zip(marked, ctls) {
            XCTAssertEqual(ctl, try XCTUnwrap(ctlByDate[date]), accuracy: 0.001, date)
        }
        XCTAssertTrue(index.contains("<svg id=\"fitness\"") && index.contains("data-series=\"tsb\""))
        // Weekly strain: the table's weeks are load's.
        let weeks = try XCTUnwrap(load["weeks"] as? [[String: Any]])
        // load's days run through today, the report's through the last run: on a Monday load
        // has one more week, today's, with no load in it.
        let shownWeeks = values("data-week-start", in: index, marker: "tr data-week-start")
        let loadWeeks = weeks.compactMap { $0["week_start"] as? String }
        XCTAssertEqual(Array(loadWeeks.prefix(shownWeeks.count)), shownWeeks)
        XCTAssertLessThanOrEqual(loadWeeks.count - shownWeeks.count, 1)
        for week in weeks.dropFirst(shownWeeks.count) { XCTAssertEqual(week["load"] as? Double, 0) }
        // Zones per week: 2 hours in zone 3 (150 bpm) and 1 in zone 4 (160), in the bars.
        let zoneSeconds = zip(values("data-zone", in: index, marker: "data-zone"), values("data-seconds", in: index, marker: "data-zone"))
        var total = [String: Double]()
        for (zone, seconds) in zoneSeconds { total[zone, default: 0] += Double(seconds) ?? 0 }
        XCTAssertEqual(total, ["3": 7200, "4": 3600])

        // Gear: the pair's distance is gear's, its name escaped.
        let gear = try XCTUnwrap(try json(["gear"]) as? [[String: Any]])
        let distance = try XCTUnwrap(gear.first?["distance_m"] as? Double)
        XCTAssertEqual(try XCTUnwrap(Double(values("data-distance-m", in: index, marker: "tr data-gear").first ?? "")), distance, accuracy: 0.5)
        XCTAssertTrue(index.contains(">Pegasus &lt;b&gt;41&lt;/b&gt;</td>"), "the name shows as text")
        XCTAssertFalse(index.contains("<b>41</b>"))

        // A run page's zones are show's.
        let page = try String(contentsOfFile: out + "/runs/3.html", encoding: .utf8)
        let shown = try XCTUnwrap(try json(["show", "3"]) as? [String: Any])
        let expected = try XCTUnwrap(shown["hr_zones_s"] as? [Double])
        let start = try XCTUnwrap(page.range(of: "<section id=\"load\">")).lowerBound
        let section = String(page[start...])
        XCTAssertEqual(values("data-seconds", in: section, marker: "td data-seconds").compactMap(Double.init), expected)
        XCTAssertEqual(expected, [0, 0, 0, 0, 3600, 0])
    }
}
