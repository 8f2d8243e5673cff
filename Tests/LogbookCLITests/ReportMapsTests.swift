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
}
