import Foundation
import LogbookTestSupport
import XCTest

/// The report's route and segment pages (issue 48) over generated runs of one loop and one
/// run elsewhere: a page per route and per segment, linked from the index, the menu and the
/// run pages, their numbers those of `routes ID --json` and `segment show --json`, recorded
/// in the manifest so that a page of a route or segment gone is removed (and a page no
/// report wrote is not), names neutralised, and in Chromium at phone width nothing sideways
/// and no text under 11 px.
final class ReportCoursePagesTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }
    /// The day the first run starts, UTC seconds (2024-05-02).
    private let firstDay = 1_714_636_800.0

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports a run of `course` at `speed` m/s on day `day`, named `name`.
    private func importRun(_ course: [CourseRuns.Metres], day: Int, speed: Double, name: String, seed: UInt64) throws {
        let points = CourseRuns.run(course, start: firstDay + Double(day) * 86_400, speed: speed, seed: seed)
        let path = folder.path("day-\(day).gpx")
        try GeneratedRuns.gpx(points, named: name).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Three runs of the loop (the third, at 3.2 m/s, the best), one point to point, and a
    /// segment on the loop's first kilometre.
    private func makeLogbook() throws {
        try importRun(CourseRuns.loop, day: 1, speed: 3.0, name: "Park loop", seed: 1)
        try importRun(CourseRuns.loop, day: 40, speed: 2.5, name: "Park loop", seed: 2)
        try importRun(CourseRuns.loop, day: 400, speed: 3.2, name: "Evening", seed: 3)
        try importRun(CourseRuns.pointToPoint, day: 401, speed: 3.0, name: "Commute", seed: 4)
        let added = try CLIRunner.run(["segment", "add", "Bottom", "--run", "1", "--from-km", "0.2", "--to-km", "1", "--db", db])
        XCTAssertEqual(added.status, 0, added.stderr)
    }

    private func report(_ arguments: [String] = []) throws -> [String: Any] {
        let result = try CLIRunner.run(["report", "--db", db, "--out", site, "--json"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: site + "/" + name, encoding: .utf8)
    }

    /// The `logbook-data` document of a page.
    private func data(_ html: String) throws -> Any {
        let open = "<script type=\"application/json\" id=\"logbook-data\">"
        let start = try XCTUnwrap(html.range(of: open)).upperBound
        let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        return try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
    }

    /// `arguments --json` as the CLI prints it.
    private func cli(_ arguments: [String]) throws -> Any {
        let result = try CLIRunner.run(arguments + ["--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func testEachRouteAndSegmentHasAPageWithTheTerminalsNumbers() throws {
        try makeLogbook()
        _ = try report()
        let index = try page("index.html")
        XCTAssertTrue(index.contains("<a href=\"index.html#routes\">Routes</a>"), "the menu links the routes")
        XCTAssertTrue(index.contains("<a href=\"index.html#segments\">Segments</a>"))
        XCTAssertTrue(index.contains("<td class=\"l\"><a href=\"routes/1.html\">Park loop</a></td>"), index)
        XCTAssertTrue(index.contains("<a href=\"routes/4.html\">Commute</a>"), index)
        XCTAssertTrue(index.contains("<a href=\"segments/1.html\">Bottom</a>"), index)

        // The route page's data is `routes 1 --json`; its table lists the three runs, newest first, run 3 the best.
        let route = try page("routes/1.html")
        XCTAssertEqual(try data(route) as? NSDictionary, try cli(["routes", "1"]) as? NSDictionary)
        let detail = try XCTUnwrap(try cli(["routes", "1"]) as? [String: Any])
        XCTAssertEqual(detail["best_run"] as? Int, 3)
        let table = try XCTUnwrap(route.components(separatedBy: "<section id=\"route-runs\">").dropFirst().first)
        let linked = table.components(separatedBy: "<a href=\"../runs/").dropFirst().compactMap { Int($0.prefix { $0 != "." }) }
        XCTAssertEqual(linked, [3, 2, 1])
        XCTAssertEqual(table.components(separatedBy: "<strong>best</strong>").count, 2, "one run marked best")
        XCTAssertTrue(table.contains("<a href=\"../runs/3.html\">run 3</a></td><td class=\"l\">Fri 6 Jun 2025, "), table)
        let best = try XCTUnwrap(detail["best_s"] as? Double)
        XCTAssertTrue(route.contains("<th>Best</th><td class=\"l\">\(Self.duration(best)), <a href=\"../runs/3.html\">run 3 on Fri 6 Jun 2025</a>"), route)
        // The chart over the years: a dot per run, the best one large, the axis dated by year.
        let chart = try XCTUnwrap(route.components(separatedBy: "<section id=\"times\">").dropFirst().first)
        XCTAssertEqual(chart.components(separatedBy: "<circle class=\"end\"").count - 1, 2)
        XCTAssertEqual(chart.components(separatedBy: "<circle class=\"best\"").count - 1, 1)
        XCTAssertTrue(chart.contains(">2025</text>"), chart)

        // The segment page's data is `segment show Bottom --json`: three efforts, ranked.
        let segment = try page("segments/1.html")
        let shown = try XCTUnwrap(try cli(["segment", "show", "Bottom"]) as? [String: Any])
        XCTAssertEqual(try data(segment) as? NSDictionary, shown as NSDictionary)
        let efforts = try XCTUnwrap(shown["efforts"] as? [[String: Any]])
        XCTAssertEqual(efforts.count, 3)
        let board = try XCTUnwrap(segment.components(separatedBy: "<section id=\"leaderboard\">").dropFirst().first)
        XCTAssertEqual(
            board.components(separatedBy: "<a href=\"../runs/").dropFirst().compactMap { Int($0.prefix { $0 != "." }) },
            efforts.compactMap { $0["run_id"] as? Int })

        // Each run page of the loop names its route and effort, linked; the best says so.
        let run3 = try page("runs/3.html")
        XCTAssertTrue(run3.contains("On route <a href=\"../routes/1.html\">Park loop</a> (3 runs): "), run3)
        XCTAssertTrue(run3.contains(", the best.</li>"), run3)
        XCTAssertTrue(run3.contains("Segment <a href=\"../segments/1.html\">Bottom</a>: "), run3)
        XCTAssertFalse(try page("runs/4.html").contains("segments/1.html"))
        // The manifest records the pages it wrote beside the run pages.
        let manifest = try page(".logbook-report-manifest")
        XCTAssertTrue(manifest.contains("\npage routes/1.html\npage routes/4.html\npage segments/1.html\n"), manifest)
    }

    func testAReportOfOtherDatesLinksOnlyItsRunsAndDropsPagesOfCoursesGone() throws {
        try makeLogbook()
        _ = try report()
        try Data("mine".utf8).write(to: URL(fileURLWithPath: site + "/segments/99.html"))
        XCTAssertEqual(try CLIRunner.run(["segment", "rm", "Bottom", "--db", db]).status, 0)
        // 2025 only: the loop's route stays (run 3 is of 2025), with its runs of 2024 unlinked; the segment is gone.
        let written = try report(["--year", "2025"])
        XCTAssertEqual(written["pages_removed"] as? Int, 4, "runs 1 and 2, the segment's page and 2024's review")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site + "/years/2024.html"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site + "/years/2025.html"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: site + "/segments/1.html"))
        XCTAssertEqual(try page("segments/99.html"), "mine", "a page no report wrote stays")
        let route = try page("routes/1.html")
        XCTAssertTrue(route.contains("run 1 (not in this report)"), route)
        XCTAssertTrue(route.contains("<a href=\"../runs/3.html\">run 3</a>"), route)
        XCTAssertTrue(try page("index.html").contains("<p>No segments yet: "))
    }

    func testARouteNameWithBidiControlsIsNeutralisedOnEveryPage() throws {
        try makeLogbook()
        XCTAssertEqual(try CLIRunner.run(["routes", "rename", "1", "Loop \u{202E}evil", "--db", db]).status, 0)
        _ = try report()
        for name in ["index.html", "routes/1.html", "runs/1.html"] {
            let html = try page(name)
            XCTAssertFalse(html.unicodeScalars.contains("\u{202E}"), name)
            XCTAssertTrue(html.contains("Loop \u{FFFD}evil"), name)
        }
        // The route page's data holds the name as `routes 1 --json` does: escaped (`\u202e`), never raw.
        let route = try XCTUnwrap(try data(try page("routes/1.html")) as? [String: Any])
        XCTAssertEqual(route["name"] as? String, "Loop \u{202E}evil")
        XCTAssertTrue(try page("routes/1.html").contains("Loop \\u202eevil"))
    }

    func testReportHelpNamesEveryKindOfPage() throws {
        let help = try CLIRunner.run(["report", "--help"])
        XCTAssertEqual(help.status, 0)
        // The help is wrapped to the terminal's width: read as words.
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains(
            "Writes FOLDER/index.html, the list of every run FOLDER/runs.html, and a page per run (FOLDER/runs/<id>.html), "
                + "per route (FOLDER/routes/<id>.html), per segment (FOLDER/segments/<id>.html) and per year in review (FOLDER/years/<year>.html)"), help.stdout)
    }

    func testTheCoursePagesAtPhoneWidthInChromium() throws {
        guard let chromium = ReportBrowserTests.chromium else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the browser test is skipped")
        }
        try makeLogbook()
        _ = try report()
        let browser = try DevToolsBrowser(binary: chromium, profile: folder.path("profile"), home: folder.path("home"))
        defer { browser.close() }
        try browser.resize(width: 390, height: 844, mobile: true)
        let root = URL(fileURLWithPath: site, isDirectory: true).absoluteString
        for name in ["index.html", "routes/1.html", "segments/1.html", "runs/3.html"] {
            try ReportBrowserTests.checkAtPhoneWidth(name, root: root, in: browser)
        }
    }

    /// A time as the pages write it (`ReportText.duration`): `20:50`, `1:02:03`.
    private static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }
}
