import Foundation
import LogbookTestSupport
import XCTest

/// The report of the example logbook opened in a real browser: headless Chromium (Debian's
/// `chromium`), driven by its own `--dump-dom` and `--screenshot` switches, which need no
/// outside package (Playwright or a DevTools client would). What the browser logs to stderr
/// with `--enable-logging=stderr` includes every console message, so a script error, a
/// refused Content-Security-Policy (our own style or script hash wrong) or a blocked
/// request would show there; a dead proxy turns any request that got past the policy into
/// a logged failure too. Skipped, saying so, where Chromium is not installed.
final class ReportBrowserTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }

    override func setUpWithError() throws {
        folder = try ScratchFolder()
    }

    override func tearDown() { folder.remove() }

    /// The Chromium binary: `$LOGBOOK_CHROMIUM`, else `chromium` or `chromium-browser` on the usual paths.
    private static var chromium: String? {
        if let given = ProcessInfo.processInfo.environment["LOGBOOK_CHROMIUM"] { return given }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs Chromium headless over `page` with `mode` (`--dump-dom` or `--screenshot=...`).
    private func browse(_ page: String, _ mode: [String]) throws -> CLIResult {
        let binary = try XCTUnwrap(Self.chromium)
        return try CLIRunner.run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + folder.path("profile"), "--proxy-server=127.0.0.1:9", "--window-size=1100,1400",
            ] + mode + ["file://" + page],
            environment: ["HOME": folder.path("home")], executable: URL(fileURLWithPath: binary))
    }

    /// The console messages Chromium logged.
    private func consoleLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("ERR_") }
    }

    func testTheReportInHeadlessChromium() throws {
        guard Self.chromium != nil else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the browser test is skipped")
        }
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(made.status, 0, made.stderr)

        let index = try browse(site + "/index.html", ["--dump-dom"])
        XCTAssertEqual(index.status, 0, index.stderr)
        XCTAssertEqual(consoleLines(index.stderr), [])
        let dom = index.stdout
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

        // Every run page with a route draws its points, without a console message.
        let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/runs").filter { name in
            (try? String(contentsOfFile: site + "/runs/" + name, encoding: .utf8))?.contains("id=\"route\"") == true
        }
        XCTAssertEqual(pages.count, 3)
        for name in pages {
            let run = try browse(site + "/runs/" + name, ["--dump-dom"])
            XCTAssertEqual(consoleLines(run.stderr), [], name)
            let d = try XCTUnwrap(run.stdout.components(separatedBy: "<path id=\"route\" class=\"route\" d=\"").dropFirst().first)
                .prefix { $0 != "\"" }
            XCTAssertGreaterThan(d.filter { $0 == "L" }.count, 20, name)
        }

        // Screenshots for a human to look at, kept under .build.
        let shots = CLIRunner.packageRoot.appendingPathComponent(".build/report-screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for (page, file) in [("index.html", "index.png"), ("runs/2.html", "run-2.png")] {
            let path = shots.appendingPathComponent(file).path
            try? FileManager.default.removeItem(atPath: path)
            let shot = try browse(site + "/" + page, ["--screenshot=" + path])
            XCTAssertEqual(consoleLines(shot.stderr), [], page)
            let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            XCTAssertGreaterThan(size, 10_000, file)
        }
    }
}
