import Foundation
import LogbookTestSupport
import XCTest

/// `report --basemap` in headless Chromium against a tile server on 127.0.0.1: the tiles the
/// pages place load from it and no other host is asked; without the flag no page asks
/// anything of anyone. Skipped, saying so, without Chromium or python3.
final class ReportBasemapBrowserTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The `href`s of the tiles `html` places.
    private func tiles(_ html: String) -> [String] {
        html.components(separatedBy: "<image class=\"tile\" href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func testTilesLoadFromTheBasemapHostOnlyAndNothingWithoutIt() throws {
        guard let chromium = ReportBrowserTests.chromium else {
            throw XCTSkip("Chromium is not installed (apt-get install chromium, or set LOGBOOK_CHROMIUM): the basemap browser test is skipped")
        }
        let server = try TileServer(log: folder.path("tiles.log"))
        defer { server.stop() }
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples]).status, 0)
        let browser = try DevToolsBrowser(binary: chromium, profile: folder.path("profile"), home: folder.path("home"))
        defer { browser.close() }
        let root = URL(fileURLWithPath: site, isDirectory: true).absoluteString

        // Without --basemap: no tile, and the browser asks for nothing but the page.
        let plain = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        for page in ["index.html", "runs/2.html"] {
            let seen = try browser.visit(root + page)
            XCTAssertEqual(seen.requests, [root + page], page)
            XCTAssertEqual(seen.messages, [], page)
            XCTAssertEqual(tiles(try browser.dom()), [], page)
        }
        XCTAssertEqual(try server.asked(), [])

        // With it: each page asks for exactly the tiles it places, all from the one host, which served them.
        let origin = "http://127.0.0.1:\(server.port)"
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site, "--basemap", origin + "/{z}/{x}/{y}.png"])
        XCTAssertEqual(made.status, 0, made.stderr)
        var served = 0
        for page in ["index.html", "runs/2.html"] {
            let seen = try browser.visit(root + page)
            let placed = tiles(try browser.dom())
            // Three areas on the index, one route on the run page: 4 to 16 tiles each.
            XCTAssertGreaterThanOrEqual(placed.count, page == "index.html" ? 12 : 4, page)
            XCTAssertEqual(seen.requests.first, root + page)
            XCTAssertEqual(Set(seen.requests.dropFirst()), Set(placed), page)
            XCTAssertTrue(placed.allSatisfy { $0.hasPrefix(origin + "/") }, "\(placed)")
            XCTAssertEqual(seen.messages, [], page)
            let html = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
            XCTAssertTrue(html.contains("img-src \(origin); connect-src 'none'"), page)
            XCTAssertTrue(html.contains(">Map tiles: 127.0.0.1</text>"), page)
            served += Set(placed).count
        }
        let asked = try server.asked()
        XCTAssertEqual(asked.count, served, "the server served each tile the pages placed, once: \(asked)")
        XCTAssertTrue(asked.allSatisfy { $0.range(of: #"^/\d+/\d+/\d+\.png$"#, options: .regularExpression) != nil }, "\(asked)")
    }
}
