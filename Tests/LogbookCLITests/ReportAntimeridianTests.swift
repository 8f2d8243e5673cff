import Foundation
import LogbookTestSupport
import XCTest

/// A run across the antimeridian at Taveuni (Fiji) and one round the North Pole, as their
/// report pages draw them (issue 54, item 6): each map as wide as the run, its scale bar
/// of the run's size.
final class ReportAntimeridianTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }
    private var site: String { folder.path("site") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// Imports `points` (lat, lon), one a second from 2026-06-01 06:00 UTC, as `name`.
    private func importRun(_ points: [(Double, Double)], name: String) throws {
        let start = 1_780_293_600.0
        let track = points.enumerated().map { GeneratedRuns.Point(time: start + Double($0.offset), lat: $0.element.0, lon: $0.element.1) }
        let path = folder.path(name + ".gpx")
        try GeneratedRuns.gpx(track).write(to: URL(fileURLWithPath: path))
        let result = try CLIRunner.run(["import", "--db", db, path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The scale bar's label of run page `id`.
    private func scale(_ id: Int) throws -> String {
        let html = try String(contentsOfFile: site + "/runs/\(id).html", encoding: .utf8)
        let label = try XCTUnwrap(html.components(separatedBy: "<text class=\"maplabel\"").dropFirst().first)
        return String(label.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }

    /// The drawn route's x and y extent on run page `id`, in pixels of its 480-pixel map.
    private func extent(_ id: Int) throws -> (width: Double, height: Double) {
        let html = try String(contentsOfFile: site + "/runs/\(id).html", encoding: .utf8)
        let d = try XCTUnwrap(html.components(separatedBy: "<path id=\"route\" class=\"route\" d=\"").dropFirst().first).prefix { $0 != "\"" }
        let numbers = d.split(whereSeparator: { $0 == "M" || $0 == "L" || $0 == " " }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    func testARunAcrossTheAntimeridianAndOneRoundThePoleAreDrawnAsRun() throws {
        // 425 m east along 16.8 S from 179.998 E to 179.998 W, about 3 m a second.
        let across: [(Double, Double)] = (0...140).map { step in
            let lon = 179.998 + Double(step) * 0.004 / 140
            return (-16.8, lon > 180 ? lon - 360 : lon)
        }
        try importRun(across, name: "taveuni")
        // Once round the pole at 89.99 N (1,112 m from it), a tenth of a degree of longitude a second (1.9 m/s).
        let round: [(Double, Double)] = (0...3600).map { step in
            let lon = Double(step % 3600) / 10
            return (89.99, lon >= 180 ? lon - 360 : lon)
        }
        try importRun(round, name: "pole")
        let made = try CLIRunner.run(["report", "--db", db, "--sport", "all", "--out", site])
        XCTAssertEqual(made.status, 0, made.stderr)
        // 426 m wide: the scale bar a round length under a quarter of it, 100 m; the route the map's width, one line high.
        XCTAssertEqual(try scale(1), "100 m")
        let taveuni = try extent(1)
        XCTAssertEqual(taveuni.width, 456, accuracy: 1)
        XCTAssertLessThan(taveuni.height, 1)
        // 2,224 m across: 500 m; as tall as it is wide, a circle.
        XCTAssertEqual(try scale(2), "500 m")
        let pole = try extent(2)
        XCTAssertEqual(pole.width, 456, accuracy: 1)
        XCTAssertEqual(pole.height, 456, accuracy: 2)
        // Their pace profiles are smoothed lines in the pace's colour, with a middle label on each axis.
        let page = try String(contentsOfFile: site + "/runs/2.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<polyline class=\"line\" points=\""), "pace")
        XCTAssertTrue(page.contains("<figcaption>Elevation</figcaption>") || page.contains("Elevation: no readings."))
    }
}
