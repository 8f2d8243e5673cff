import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookAnalysis
@testable import LogbookModel
@testable import logbook

/// The report's training load: its window ends today (or the day before `--end`), it counts
/// the report's sport and says so, and its charts have date and y axes and legends.
final class ReportTrainingWindowTests: XCTestCase {
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

    /// The values of `attribute` on the elements whose tag also carries `marker`.
    private func values(_ attribute: String, in html: String, marker: String) -> [String] {
        html.components(separatedBy: "<").filter { $0.contains(marker) }.compactMap { tag in
            guard let range = tag.range(of: "\(attribute)=\"") else { return nil }
            return String(tag[range.upperBound...].prefix { $0 != "\"" })
        }
    }

    /// The part of `html` from `start` to the next `</svg>`.
    private func svg(_ html: String, _ start: String) throws -> String {
        let from = try XCTUnwrap(html.range(of: start)).lowerBound
        return String(html[from..<(try XCTUnwrap(html.range(of: "</svg>", range: from..<html.endIndex)).upperBound)])
    }

    /// Two runs 9 and 3 days ago and a walk 2 days ago, all with heart rate.
    private func importRunsAndAWalk() throws {
        for (days, hr, sport) in [(9, 150, "running"), (3, 150, "running"), (2, 160, "walking")] {
            let path = folder.path("\(sport)-\(days).gpx")
            let gpx = LoadCommandTests.gpx(daysAgo: days, hr: hr).replacingOccurrences(of: "<type>running</type>", with: "<type>\(sport)</type>")
            try gpx.write(toFile: path, atomically: true, encoding: .utf8)
            _ = try run(["import", "--tz", "UTC", path])
        }
        _ = try run(["profile", "set", "--max-hr", "190", "--resting-hr", "50"])
    }

    private func today() -> LocalDate {
        LocalDate(utc: Int64(Date().timeIntervalSince1970), offset: 0)
    }

    func testTheWindowEndsTodayAndCountsTheReportsSport() throws {
        try importRunsAndAWalk()
        let today = today()
        _ = try run(["report", "--out", out, "--sport", "running"])
        let running = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(running.contains("<p id=\"load-window\">Training load of running runs only, as the report&#39;s sport, over the 10 days to "
            + "\(ReportTrainingHTML.date(today)).</p>"), running)
        // The walk's day has no load: two marks, the runs' days.
        XCTAssertEqual(values("data-day", in: running, marker: "class=\"day\""), [today.adding(days: -9), today.adding(days: -3)].map(\.description))
        XCTAssertTrue(try svg(running, "<svg id=\"fitness\"").contains("to \(ReportTrainingHTML.date(today))</title>"))

        _ = try run(["report", "--out", out, "--sport", "all"])
        let all = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(all.contains("Training load of runs of every sport, over the 10 days to \(ReportTrainingHTML.date(today))."))
        XCTAssertEqual(values("data-day", in: all, marker: "class=\"day\"").count, 3)

        // --end: the window's last day is the day before it.
        let end = today.adding(days: -2)
        _ = try run(["report", "--out", out, "--sport", "all", "--end", end.description])
        let ended = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(ended.contains("over the 7 days to \(ReportTrainingHTML.date(end.adding(days: -1)))."), ended)
        XCTAssertEqual(values("data-day", in: ended, marker: "class=\"day\"").count, 2)
    }

    func testTheChartsHaveAxesAndLegends() throws {
        try importRunsAndAWalk()
        let today = today()
        _ = try run(["report", "--out", out, "--sport", "all"])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let fitness = try svg(index, "<svg id=\"fitness\"")
        // A date axis: each Monday of the 10 days, as "6 Jan".
        let days = (0...9).map { today.adding(days: -9 + $0) }
        let mondays = days.filter { $0.isoWeekday == 1 }
        XCTAssertEqual(values("data-date", in: fitness, marker: "class=\"date\""), mondays.map(\.description))
        for monday in mondays { XCTAssertTrue(fitness.contains(">\(monday.day) \(ReportTrainingHTML.months[monday.month - 1])</text>")) }
        // A y axis of round ticks covering every CTL, ATL and TSB drawn, titled.
        let ticks = values("data-tick", in: fitness, marker: "class=\"tick\"").compactMap(Double.init)
        XCTAssertGreaterThanOrEqual(ticks.count, 2)
        // Form (TSB) goes below zero after the loads: the axis reaches under it, through 0.
        XCTAssertTrue(ticks.contains(0), "\(ticks)")
        XCTAssertLessThan(ticks.first ?? 0, 0)
        XCTAssertEqual(Set(zip(ticks, ticks.dropFirst()).map { $1 - $0 }).count, 1, "evenly spaced: \(ticks)")
        let ctls = values("data-ctl", in: fitness, marker: "class=\"day\"").compactMap(Double.init)
        XCTAssertGreaterThanOrEqual(ticks.last ?? 0, ctls.max() ?? .infinity)
        XCTAssertTrue(fitness.contains(">TRIMP a day</text>"))
        for words in ["Fitness (CTL, 42 days)", "Fatigue (ATL, 7 days)", "Form (TSB = CTL - ATL)"] {
            XCTAssertTrue(fitness.contains(">\(words)</text>"), words)
        }
        // Time in zones: a heading, hours on its y axis, a legend of the six zones.
        XCTAssertTrue(index.contains("<h3 id=\"zones-heading\">Time in heart-rate zones per week</h3>"))
        let zones = try svg(index, "<svg id=\"zones\"")
        XCTAssertTrue(zones.contains(">hours a week</text>"))
        let hours = values("data-tick", in: zones, marker: "class=\"tick\"").compactMap(Double.init)
        // 3 hours in all, at most 2 in one week: the axis reaches at least the tallest week.
        XCTAssertEqual(hours.first, 0)
        XCTAssertGreaterThanOrEqual(hours.last ?? 0, 2)
        XCTAssertTrue(zones.contains(">1 h</text>"))
        for name in ReportTrainingHTML.zoneNames { XCTAssertTrue(zones.contains(">\(name)</text>"), name) }
    }

    func testTicksAreRoundAndCoverTheRange() throws {
        XCTAssertEqual(ChartTicks.values(low: 0, high: 47.3), [0, 10, 20, 30, 40, 50])
        XCTAssertEqual(ChartTicks.values(low: -12, high: 31), [-20, -10, 0, 10, 20, 30, 40])
        XCTAssertEqual(ChartTicks.values(low: 0, high: 1), [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1])
        XCTAssertEqual(ChartTicks.values(low: 0, high: 2.5), [0, 0.5, 1, 1.5, 2, 2.5])
        XCTAssertEqual(ChartTicks.values(low: 3, high: 3), [3])
        XCTAssertEqual(ChartTicks.values(low: .nan, high: 3), [0])
        // Monthly ticks past 62 days, Mondays up to them, the first day under a week without one.
        let start = try XCTUnwrap(LocalDate(year: 2026, month: 1, day: 1))
        XCTAssertEqual(ReportTrainingHTML.dateTicks((0..<100).map { start.adding(days: $0) }), [0, 31, 59, 90])
        XCTAssertEqual(ReportTrainingHTML.dateTicks((0..<14).map { start.adding(days: $0) }), [4, 11])
        XCTAssertEqual(ReportTrainingHTML.dateTicks((0..<3).map { start.adding(days: $0) }), [0])
    }
}
