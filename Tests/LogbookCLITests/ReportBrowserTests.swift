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
        // A cell for every day of 2012 (leap), 2013 and 2017, with the day's distance.
        let cells = dom.components(separatedBy: "data-date=\"").dropFirst()
        XCTAssertEqual(cells.count, 366 + 365 + 365)
        let july29 = try XCTUnwrap(cells.first { $0.hasPrefix("2017-07-29") })
        XCTAssertTrue(july29.contains("data-distance-m=\"12821.2\""), String(july29.prefix(120)))
        let newYear = try XCTUnwrap(cells.first { $0.hasPrefix("2017-01-01") })
        XCTAssertTrue(newYear.hasPrefix("2017-01-01\" data-distance-m=\"0\""), String(newYear.prefix(60)))
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
}
