import Foundation
import LogbookTestSupport
import XCTest

/// The report of the example logbook opened in a real browser: headless Chromium (Debian's
/// `chromium`), driven over the DevTools protocol on a pipe by `DevToolsBrowser`, which needs
/// no outside package (Playwright would) and no second language. The browser's own events
/// say what each page requested (`Network.requestWillBeSent`, a request the page's
/// Content-Security-Policy blocks included) and logged (console messages, uncaught
/// exceptions, log entries such as a refused style or script hash); the document and the
/// screenshots come from the same tab. Skipped, saying so, where Chromium is not installed.
final class ReportBrowserTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() { folder.remove() }

    /// The Chromium binary: `$LOGBOOK_CHROMIUM`, else `chromium` or `chromium-browser` on the usual paths.
    static var chromium: String? {
        if let given = ProcessInfo.processInfo.environment["LOGBOOK_CHROMIUM"] { return given }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Loads `page` (a path inside the site) and checks what the browser saw: the page's own
    /// request first (so that an empty list cannot pass), every request a `file://` URL
    /// inside the site, and no console message, exception or log entry.
    private func visit(_ page: String, in browser: DevToolsBrowser) throws {
        let root = URL(fileURLWithPath: site, isDirectory: true).absoluteString
        let seen = try browser.visit(root + page)
        XCTAssertEqual(seen.requests.first, root + page, "the page's own request, among \(seen.requests)")
        XCTAssertEqual(seen.requests.filter { !$0.hasPrefix(root) || $0.contains("/../") }, [], "requests outside the site from \(page)")
        XCTAssertEqual(seen.messages, [], page)
    }

    /// The live runs of every sport as `list --all --json` gives them.
    private func listed() throws -> [[String: Any]] {
        let result = try CLIRunner.run(["list", "--sport", "all", "--all", "--json", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    func testTheReportInHeadlessChromium() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the browser test is skipped")
        }
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(made.status, 0, made.stderr)
        let browser = try DevToolsBrowser(binary: chromium, profile: folder.path("profile"), home: folder.path("home"))
        defer { browser.close() }
        // Screenshots for a human to look at, kept under .build.
        let shots = CLIRunner.packageRoot.appendingPathComponent(".build/report-screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        func screenshot(_ file: String) throws {
            let png = try browser.screenshot()
            XCTAssertGreaterThan(png.count, 10_000, file)
            try png.write(to: shots.appendingPathComponent(file))
        }

        try visit("index.html", in: browser)
        let dom = try browser.dom()
        try screenshot("index.png")
        // A cell for every day with a run, with the day's distance; none for a day without.
        let cells = dom.components(separatedBy: "data-date=\"").dropFirst()
        let days = try listed().map { String(($0["start"] as? String ?? "").prefix(10)) }
        XCTAssertEqual(cells.count, Set(days).count)
        let july29 = try XCTUnwrap(cells.first { $0.hasPrefix("2017-07-29") })
        XCTAssertTrue(july29.contains("data-distance-m=\"12821.2\""), String(july29.prefix(120)))
        XCTAssertNil(cells.first { $0.hasPrefix("2017-01-01") })
        // The data the browser sees equals the CLI's JSON.
        let open = "<script type=\"application/json\" id=\"logbook-data\">"
        let start = try XCTUnwrap(dom.range(of: open)).upperBound
        let end = try XCTUnwrap(dom.range(of: "</script>", range: start..<dom.endIndex)).lowerBound
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dom[start..<end].utf8)) as? [String: Any])
        for (key, arguments) in [("monthly", ["stats", "--monthly", "--sport", "all"]), ("yearly", ["stats", "--yearly", "--sport", "all"]),
                                 ("weekly", ["stats", "--weekly", "--sport", "all"]), ("records", ["records"])] {
            let cli = try CLIRunner.run(arguments + ["--json", "--db", db])
            XCTAssertEqual(data[key] as? NSArray, try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSArray, key)
        }

        // Every run page with a route draws its points, requesting and logging nothing else.
        let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/runs").filter { name in
            (try? String(contentsOfFile: site + "/runs/" + name, encoding: .utf8))?.contains("id=\"route\"") == true
        }.sorted()
        XCTAssertEqual(pages.count, 3)
        XCTAssertTrue(pages.contains("2.html"), "\(pages)")
        for name in pages {
            try visit("runs/" + name, in: browser)
            let d = try XCTUnwrap(try browser.dom().components(separatedBy: "<path id=\"route\" class=\"route\" d=\"").dropFirst().first)
                .prefix { $0 != "\"" }
            XCTAssertGreaterThan(d.filter { $0 == "L" }.count, 20, name)
            if name == "2.html" { try screenshot("run-2.png") }
        }
    }

    /// The width of the page's content beyond the viewport's, in CSS pixels (0 when nothing
    /// scrolls sideways).
    static let overflow = "document.documentElement.scrollWidth - window.innerWidth"

    /// The smallest text drawn, in CSS pixels: each element's computed size, an SVG text's
    /// scaled as its chart or map is drawn (a map's scale label and attribution included); in
    /// an SVG only `text` draws text (a mark's `<title>` is its tooltip).
    static let smallestText = """
        (function(){var m=1e9;document.querySelectorAll("body *").forEach(function(e){var r=e.getBoundingClientRect();\
        if(!r.width||!e.textContent.trim())return;var f=parseFloat(getComputedStyle(e).fontSize),s=e.ownerSVGElement;\
        if(s){if(e.tagName!=="text"&&e.tagName!=="tspan")return;var v=s.viewBox.baseVal;if(v&&v.width)f=f*s.getBoundingClientRect().width/v.width;}\
        if(f<m)m=f;});return m;})()
        """

    /// Loads `name` (inside the site at `root`) in `browser`, already at phone width, and
    /// checks it: its own request first, none outside the site, nothing logged, nothing
    /// scrolling sideways, no text under 11 px.
    static func checkAtPhoneWidth(_ name: String, root: String, in browser: DevToolsBrowser, line: UInt = #line) throws {
        let seen = try browser.visit(root + name)
        XCTAssertEqual(seen.requests.first, root + name, line: line)
        XCTAssertEqual(seen.requests.filter { !$0.hasPrefix(root) }, [], name, line: line)
        XCTAssertEqual(seen.messages, [], name, line: line)
        XCTAssertEqual(try browser.evaluate(overflow) as? Int, 0, "\(name) scrolls sideways", line: line)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(try browser.evaluate(smallestText) as? Double), 11, name, line: line)
    }

    func testAtPhoneWidthNothingScrollsSidewaysAndTheListLinksEveryRun() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the browser test is skipped")
        }
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(made.status, 0, made.stderr)
        let runs = try listed()
        let browser = try DevToolsBrowser(binary: chromium, profile: folder.path("profile"), home: folder.path("home"))
        defer { browser.close() }
        try browser.resize(width: 390, height: 844, mobile: true)
        let shots = CLIRunner.packageRoot.appendingPathComponent(".build/report-screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for page in ["index.html", "runs/2.html", "runs.html"] {
            try visit(page, in: browser)
            XCTAssertEqual(try browser.evaluate("window.innerWidth") as? Int, 390, page)
            XCTAssertEqual(try browser.evaluate(Self.overflow) as? Int, 0, "\(page) scrolls sideways")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(try browser.evaluate(Self.smallestText) as? Double), 11, page)
            try browser.screenshot().write(to: shots.appendingPathComponent("phone-" + page.replacingOccurrences(of: "/", with: "-") + ".png"))
        }
        // The calendar keeps its 11 px cells on the phone (its box scrolls instead).
        try visit("index.html", in: browser)
        let cell = try browser.evaluate("document.querySelector('#calendar g[data-date] rect').getBoundingClientRect().width") as? Double
        XCTAssertEqual(try XCTUnwrap(cell), 11, accuracy: 0.01)
        // A calendar cell's tooltip shows on keyboard focus as on hover: the tip line holds its title.
        let focused = try browser.evaluate("""
            (function(){var a=document.querySelector('#calendar a.t');a.focus();\
            return [document.activeElement===a?'focused':'not focused',document.getElementById('tip').textContent,a.textContent];})()
            """) as? [String]
        XCTAssertEqual(focused?.count, 3)
        XCTAssertEqual(focused?[0], "focused")
        XCTAssertEqual(focused?[1], focused?[2])
        XCTAssertTrue(focused?[1].hasPrefix("Sat 29 Jul 2017: casual stroll (running, 12.82 km)") == true, "\(focused ?? [])")
        // The list links every run of the filter once, and its script sorts and filters it.
        try visit("runs.html", in: browser)
        let hrefs = try XCTUnwrap(try browser.evaluate(
            "Array.from(document.querySelectorAll('#run-list tbody a')).map(function(a){return a.getAttribute('href')})") as? [String])
        XCTAssertEqual(hrefs.sorted(), runs.compactMap { ($0["id"] as? Int).map { "runs/\($0).html" } }.sorted())
        XCTAssertEqual(try browser.evaluate("document.getElementById('run-filter').hidden") as? Bool, false)
        let named = runs.filter { ($0["name"] as? String ?? "").lowercased().contains("stroll") }.count
        XCTAssertGreaterThan(named, 0)
        let shown = try browser.evaluate("""
            (function(){var q=document.getElementById('run-text');q.value='stroll';q.dispatchEvent(new Event('input'));\
            return Array.from(document.querySelectorAll('#run-list tbody tr')).filter(function(r){return !r.hidden}).length;})()
            """) as? Int
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(shown), named)
        XCTAssertLessThan(try XCTUnwrap(shown), runs.count)
        let longest = runs.compactMap { $0["distance_m"] as? Double }.max() ?? 0
        let first = try browser.evaluate("""
            (function(){var q=document.getElementById('run-text');q.value='';q.dispatchEvent(new Event('input'));\
            var b=document.querySelector('#run-list th:nth-child(4) button');b.click();b.click();\
            return parseFloat(document.querySelector('#run-list tbody tr').cells[3].getAttribute('data-v'));})()
            """) as? Double
        XCTAssertEqual(try XCTUnwrap(first), longest, accuracy: 0.05)
        let seen = try browser.visit(URL(fileURLWithPath: site, isDirectory: true).absoluteString + "runs.html")
        XCTAssertEqual(seen.messages, [])
    }
}
