import Foundation
import LogbookTestSupport
import XCTest

/// `logbook report`'s maps over the example logbook: each named by its nearest place with
/// GeoNames' attribution, the heat map a grid of named areas, most runs first.
final class ReportMapsTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var out: String { folder.path("site") }
    private static let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples").path

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        let imported = try CLIRunner.run(["import", "--db", db, Self.examples])
        XCTAssertEqual(imported.status, 0, imported.stderr)
    }

    override func tearDown() { folder.remove() }

    @discardableResult
    private func report(_ arguments: [String] = []) throws -> CLIResult {
        let result = try CLIRunner.run(["report", "--db", db, "--out", out, "--sport", "all"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: out + "/" + name, encoding: .utf8)
    }

    func testEveryMapIsNamedByItsNearestPlaceWithTheAttribution() throws {
        try report()
        let index = try page("index.html")
        // The three example GPX runs: near Washington, Chapel Hill and San Jose.
        XCTAssertEqual(index.components(separatedBy: "<figure class=\"area\">").count - 1, 3)
        for name in ["Columbia Heights, United States", "Carrboro, United States", "Los Gatos, United States"] {
            XCTAssertTrue(index.contains("<figcaption><strong>\(name)</strong>: 1 run</figcaption>"), name)
            XCTAssertTrue(index.contains("<title>\(name): 1 run</title>"), name)
        }
        XCTAssertFalse(index.contains("Area 1"))
        XCTAssertTrue(index.contains("<div class=\"areas\">"))
        XCTAssertTrue(index.contains("Place names: GeoNames (geonames.org), CC BY 4.0."))
        let run = try page("runs/2.html")
        XCTAssertTrue(run.contains("<p class=\"muted\" id=\"route-place\">Near Los Gatos, United States. "
            + "Place names: GeoNames (geonames.org), CC BY 4.0.</p>"), run)
        // A run without positions names no place.
        XCTAssertFalse(try page("runs/4.html").contains("route-place"))
    }

    func testTheBasemapComesFromTheFlagTheEnvironmentOrTheConfigFile() throws {
        let template = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        try report(["--basemap", template])
        let index = try page("index.html")
        XCTAssertTrue(index.contains("img-src https://tile.openstreetmap.org; connect-src 'none'"))
        XCTAssertTrue(index.contains(">© OpenStreetMap contributors</text>"))
        let tiles = index.components(separatedBy: "<image class=\"tile\" href=\"https://tile.openstreetmap.org/").count - 1
        XCTAssertGreaterThanOrEqual(tiles, 12)
        XCTAssertTrue(try page("runs/2.html").contains("<image class=\"tile\" href=\"https://tile.openstreetmap.org/14/"))
        // Without it again, every page is drawn again without tiles or an image source.
        try report()
        for name in ["index.html", "runs/2.html"] {
            let html = try page(name)
            XCTAssertFalse(html.contains("<image"), name)
            XCTAssertTrue(html.contains("img-src 'none'"), name)
        }
        // From the config file, and from $LOGBOOK_BASEMAP over it.
        let home = folder.path("config")
        try FileManager.default.createDirectory(atPath: home + "/logbook", withIntermediateDirectories: true)
        try "basemap = http://127.0.0.1:9/{z}/{x}/{y}.png\n".write(toFile: home + "/logbook/config", atomically: true, encoding: .utf8)
        let filed = try CLIRunner.run(["report", "--db", db, "--out", out, "--sport", "all"], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(filed.status, 0, filed.stderr)
        XCTAssertTrue(try page("index.html").contains("<image class=\"tile\" href=\"http://127.0.0.1:9/"))
        let variable = try CLIRunner.run(
            ["report", "--db", db, "--out", out, "--sport", "all"], environment: ["XDG_CONFIG_HOME": home, "LOGBOOK_BASEMAP": template])
        XCTAssertEqual(variable.status, 0, variable.stderr)
        XCTAssertTrue(try page("index.html").contains("img-src https://tile.openstreetmap.org;"))
        // A bad template: a usage error for the flag, exit 1 naming the file's line for the config.
        let flag = try CLIRunner.run(["report", "--db", db, "--out", out, "--basemap", "https://a/{z}/{x}"])
        XCTAssertEqual(flag.status, 64)
        XCTAssertTrue(flag.stderr.contains("'https://a/{z}/{x}' is invalid for '--basemap <url-template>': expected an http(s) tile URL template"), flag.stderr)
        try "basemap = https://a/\"{z}{x}{y}\n".write(toFile: home + "/logbook/config", atomically: true, encoding: .utf8)
        let filedBad = try CLIRunner.run(["report", "--db", db, "--out", out], environment: ["XDG_CONFIG_HOME": home])
        XCTAssertEqual(filedBad.status, 1)
        XCTAssertTrue(filedBad.stderr.contains("line 1: basemap holds 'https://a/\"{z}{x}{y}', not an http(s) tile URL template"), filedBad.stderr)
    }
}
