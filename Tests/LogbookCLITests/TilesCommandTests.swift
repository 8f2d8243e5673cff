import Foundation
import LogbookModel
import LogbookTestSupport
import XCTest

/// `logbook tiles`, `show` and `import` on runs generated through known tiles: two runs
/// over the same ground add tiles once, a 5 km spike adds none, and `--json` has the
/// issue's keys.
final class TilesCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A run north from (47.37, `lon`) at 3.3 m/s for `seconds`, a point a second, with a
    /// point 5 km east at `spikeAt`.
    private func gpx(day: Int, lon: Double, seconds: Int, spikeAt: Int? = nil) -> String {
        var points = ""
        for second in 0..<seconds {
            let lat = 47.37 + Double(second) * 0.00003
            let east = second == spikeAt ? 0.066 : 0
            let time = String(format: "2026-05-%02dT07:%02d:%02dZ", day, second / 60, second % 60)
            points += "<trkpt lat=\"\(lat)\" lon=\"\(lon + east)\"><time>\(time)</time></trkpt>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
    }

    /// The tiles at `zoom` of a run as above, by the independent formula, spike left out.
    private func expected(lon: Double, seconds: Int, zoom: Int) -> Set<Tile> {
        Set((0..<seconds).compactMap { second in
            Tile(lat: 47.37 + Double(second) * 0.00003, lon: lon, zoom: zoom)
        })
    }

    private func importRun(_ name: String, _ text: String) throws -> CLIResult {
        let path = folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["import", "--verbose", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result
    }

    func testTwoRunsOverTheSameGroundAndASpikeGiveTheIndependentTiles() throws {
        let first = try importRun("a.gpx", gpx(day: 1, lon: 8.54, seconds: 600, spikeAt: 300))
        let firstTiles = expected(lon: 8.54, seconds: 600, zoom: 14)
        XCTAssertTrue(
            first.stdout.contains("The new runs added \(firstTiles.count) map tile\(firstTiles.count == 1 ? "" : "s") (zoom 14)"),
            first.stdout)
        // The second run a tile column east, 900 s: new tiles only where the first never went.
        let secondLon = 8.54 + 360.0 / 16384
        _ = try importRun("b.gpx", gpx(day: 2, lon: secondLon, seconds: 900))
        for zoom in TileScheme.zooms {
            let result = try CLIRunner.run(["tiles", "--json", "--zoom", String(zoom), "--db", db])
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let both = expected(lon: 8.54, seconds: 600, zoom: zoom).union(expected(lon: secondLon, seconds: 900, zoom: zoom))
            XCTAssertEqual(Set(object.keys), ["zoom", "tiles", "max_square", "max_cluster", "new_by_run"])
            XCTAssertEqual(object["zoom"] as? Int, zoom)
            XCTAssertEqual(object["tiles"] as? Int, both.count)
            XCTAssertEqual(object["max_square"] as? Int, TileCoverageBrute.square(both))
            XCTAssertEqual(object["max_cluster"] as? Int, 0)
            let newByRun = try XCTUnwrap(object["new_by_run"] as? [String: Int])
            XCTAssertEqual(newByRun["1"], expected(lon: 8.54, seconds: 600, zoom: zoom).count)
            XCTAssertEqual(newByRun["2"], expected(lon: secondLon, seconds: 900, zoom: zoom).subtracting(expected(lon: 8.54, seconds: 600, zoom: zoom)).count)
        }
        let show = try CLIRunner.run(["show", "1", "--db", db])
        XCTAssertTrue(show.stdout.contains("  Tiles       \(firstTiles.count) new of \(firstTiles.count) (zoom 14)\n"), show.stdout)
        let text = try CLIRunner.run(["tiles", "--db", db])
        XCTAssertTrue(text.stdout.hasPrefix("Zoom 14: "), text.stdout)
        let usage = try CLIRunner.run(["tiles", "--zoom", "15", "--db", db])
        XCTAssertEqual(usage.status, 64)
    }

    func testAnEmptyLogbookHasNoTiles() throws {
        _ = try importRun("a.gpx", gpx(day: 1, lon: 8.54, seconds: 2))
        let result = try CLIRunner.run(["tiles", "--json", "--sport", "cycling", "--db", db])
        XCTAssertEqual(result.stdout, "{\n  \"zoom\": 14,\n  \"tiles\": 0,\n  \"max_square\": 0,\n  \"max_cluster\": 0,\n  \"new_by_run\": {}\n}\n")
    }
}

/// The max square by brute force, for the CLI tests (which cannot see the core tests' helpers).
enum TileCoverageBrute {
    /// The largest k with a k x k block all in `tiles` (no wrap: the tests stay mid-map).
    static func square(_ tiles: Set<Tile>) -> Int {
        var best = 0
        for tile in tiles {
            var side = best + 1
            while (0..<side).allSatisfy({ dy in (0..<side).allSatisfy { dx in tiles.contains(Tile(zoom: tile.zoom, x: tile.x + dx, y: tile.y + dy)) } }) {
                best = side
                side += 1
            }
        }
        return best
    }
}
