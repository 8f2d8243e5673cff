import Foundation
import LogbookTestSupport
import XCTest

/// The report's milestones (issue 50) over the example logbook: the tiles map with the max
/// square outlined, the Eddington chart, the streaks under the calendar and a page per year
/// in review, each with the numbers of `tiles`, `eddington`, `streaks` and `review --json`;
/// in Chromium at phone width nothing sideways and no text under 11 px.
final class ReportMilestonesTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(made.status, 0, made.stderr)
    }

    override func tearDown() { folder.remove() }

    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: site + "/" + name, encoding: .utf8)
    }

    /// `arguments --sport all --json` as the CLI prints it.
    private func cli(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments + ["--sport", "all", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// The section `id` of the index.
    private func section(_ id: String) throws -> String {
        let index = try page("index.html")
        let start = try XCTUnwrap(index.range(of: "<section id=\"\(id)\">"), id).upperBound
        return String(index[start..<(try XCTUnwrap(index.range(of: "</section>", range: start..<index.endIndex))).lowerBound])
    }

    func testTilesEddingtonAndStreaksHaveTheTerminalsNumbers() throws {
        let tiles = try cli(["tiles"])
        let count = try XCTUnwrap(tiles["tiles"] as? Int), square = try XCTUnwrap(tiles["max_square"] as? Int)
        XCTAssertEqual(count, 9)
        let map = try section("tiles")
        XCTAssertTrue(map.contains("<p>\(count) tiles visited at zoom 14 (squares of about 1.5 km), max square \(square) x \(square), "
            + "max cluster \(tiles["max_cluster"] as? Int ?? -1)"), map)
        // Every visited tile drawn once, at its place: one square of the grid each, the max square outlined once.
        XCTAssertEqual(map.components(separatedBy: "<rect class=\"tile\"").count - 1, count)
        XCTAssertEqual(map.components(separatedBy: "<rect class=\"square\"").count - 1, 1)
        // 2 x 2 tiles of 24 px: the outline spans 47 px from the area's north-west tile.
        XCTAssertTrue(map.contains("<rect class=\"square\" x=\"1\" y=\"1\" width=\"47\" height=\"47\">"), map)

        let eddington = try cli(["eddington"])
        let e = try XCTUnwrap(eddington["eddington"] as? Int), next = try XCTUnwrap(eddington["days_for_next"] as? Int)
        XCTAssertEqual(e, 15)
        let chart = try section("eddington")
        XCTAssertTrue(chart.contains("Eddington number <strong>\(e)</strong> (km): \(e) days of at least \(e) km; \(next) more days of \(e + 1) km"), chart)
        // The chart runs to E + 10 km, a bar a km; E's bar is marked and reaches E days at least, E + 1's fewer than E + 1.
        XCTAssertEqual(chart.components(separatedBy: "<title>").count - 2, e + 10)
        XCTAssertTrue(chart.contains(">E = \(e)</text>"))
        let bars = chart.components(separatedBy: "<title>").dropFirst(2).map { $0.prefix { $0 != " " } }.compactMap { Int($0) }
        XCTAssertGreaterThanOrEqual(bars[e - 1], e)
        XCTAssertLessThan(bars[e], e + 1)
        XCTAssertEqual(bars[e] + next, e + 1)

        let streaks = try cli(["streaks"])
        XCTAssertEqual(streaks["longest_days"] as? Int, 5)
        XCTAssertEqual(streaks["longest_from"] as? String, "2013-12-01")
        XCTAssertTrue(try section("calendar").contains(
            "<p id=\"streaks\">No current streak (no run today or yesterday). Longest: 5 days, Sun 1 Dec 2013 to Thu 5 Dec 2013"))
    }

    func testTheWeeklyBarsHaveADistanceScaleAndThePaceLineOne() throws {
        let weekly = try section("weekly")
        // Each bar's title ends in its week's distance and pace; the scales are the longest week's and the paces' ends.
        let titles = weekly.components(separatedBy: "<title>").dropFirst().map { $0.prefix { $0 != "<" } }
        let metres = weekly.components(separatedBy: "data-distance-m=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(titles.count, metres.count)
        let longest = try XCTUnwrap(metres.max())
        XCTAssertTrue(weekly.contains(String(format: ">%.2f km</text>", longest / 1000)), weekly)
        XCTAssertTrue(weekly.contains(String(format: ">%.2f km</text>", longest / 2000)), weekly)
        XCTAssertTrue(weekly.contains(">0.00 km</text>"))
        let paces = titles.compactMap { title -> Int? in
            guard title.hasSuffix(" /km"), let text = title.split(separator: " ").dropLast().last else { return nil }
            let parts = text.split(separator: ":").compactMap { Int($0) }
            return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
        }
        XCTAssertGreaterThan(paces.count, 0)
        let scale = weekly.components(separatedBy: "<text class=\"pace-scale\"").dropFirst().map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } }
        func words(_ seconds: Int) -> String { String(format: "%d:%02d /km", seconds / 60, seconds % 60) }
        XCTAssertEqual(scale.map(String.init), [words(try XCTUnwrap(paces.max())), words(try XCTUnwrap(paces.min()))])
    }

    func testEachYearHasAReviewPageWithTheNumbersOfReview() throws {
        let years = try FileManager.default.contentsOfDirectory(atPath: site + "/years").sorted()
        XCTAssertEqual(years, ["2012.html", "2013.html", "2017.html"])
        for name in years {
            let year = String(name.prefix(4))
            let html = try page("years/" + name)
            let open = "<script type=\"application/json\" id=\"logbook-data\">"
            let start = try XCTUnwrap(html.range(of: open)).upperBound
            let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
            let data = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? NSDictionary
            XCTAssertEqual(data, try cli(["review", year]) as NSDictionary, year)
            XCTAssertTrue(try section("review").contains("<a href=\"years/\(name)\">\(year) in review</a>"), year)
        }
        let review = try cli(["review", "2013"])
        XCTAssertEqual(review["runs"] as? Int, 178)
        let html = try page("years/2013.html")
        XCTAssertTrue(html.contains("<tr><th>Runs</th><td class=\"l\">178 (2 in 2012)</td></tr>"), html)
        XCTAssertTrue(html.contains("<tr><th>Eddington</th><td class=\"l\">15 (km), +13 this year</td></tr>"), html)
        let longest = try XCTUnwrap(review["longest_run"] as? [String: Any])
        XCTAssertTrue(html.contains("<a href=\"../runs/\(longest["id"] as? Int ?? 0).html\">run \(longest["id"] as? Int ?? 0) on Sun 4 Aug 2013</a>"), html)
        // The manifest records the year pages.
        XCTAssertTrue(try page(".logbook-report-manifest").contains("\npage years/2012.html\npage years/2013.html\npage years/2017.html\n"))
    }

    func testTheMilestonesAtPhoneWidthInChromium() throws {
        guard let chromium = ReportBrowserTests.chromium else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the browser test is skipped")
        }
        let browser = try DevToolsBrowser(binary: chromium, profile: folder.path("profile"), home: folder.path("home"))
        defer { browser.close() }
        try browser.resize(width: 390, height: 844, mobile: true)
        let root = URL(fileURLWithPath: site, isDirectory: true).absoluteString
        for name in ["years/2013.html", "years/2017.html"] {
            try ReportBrowserTests.checkAtPhoneWidth(name, root: root, in: browser)
        }
        // The index's new sections: the Eddington chart's text keeps 11 px (its box scrolls), the tiles sit in the page.
        _ = try browser.visit(root + "index.html")
        let size = try browser.evaluate("""
            (function(){var s=document.querySelector('#eddington svg');var t=s.querySelector('text');\
            return parseFloat(getComputedStyle(t).fontSize)*s.getBoundingClientRect().width/s.viewBox.baseVal.width;})()
            """) as? Double
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(size), 11)
        XCTAssertEqual(try browser.evaluate(ReportBrowserTests.overflow) as? Int, 0)
    }
}
