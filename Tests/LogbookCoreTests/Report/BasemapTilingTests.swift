import XCTest

@testable import LogbookCore
@testable import LogbookAnalysis
@testable import LogbookModel

/// The basemap: which templates are taken, the web-Mercator tile arithmetic, the zoom a map
/// asks for, and tiles that cover the map edge to edge where the route is.
final class BasemapTilingTests: XCTestCase {
    func testTemplatesTakenAndRefused() throws {
        let osm = try XCTUnwrap(Basemap("https://tile.openstreetmap.org/{z}/{x}/{y}.png"))
        XCTAssertEqual(osm.origin, "https://tile.openstreetmap.org")
        XCTAssertEqual(osm.attribution, "© OpenStreetMap contributors")
        XCTAssertEqual(osm.url(zoom: 14, x: 8414, y: 5384), "https://tile.openstreetmap.org/14/8414/5384.png")
        let local = try XCTUnwrap(Basemap(" http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=a&b=c "))
        XCTAssertEqual(local.origin, "http://127.0.0.1:8080")
        XCTAssertEqual(local.attribution, "Map tiles: 127.0.0.1")
        for bad in [
            "ftp://x/{z}/{x}/{y}", "https://tile.openstreetmap.org/{z}/{x}.png", "https:///{z}/{x}/{y}", "https://a b/{z}/{x}/{y}",
            "https://a/{z}/{x}/{y}\"onload=\"x", "https://a/{z}/{x}/{y}/{s}", "https://a/<{z}/{x}/{y}", "https://user@a/{z}/{x}/{y}",
            "https://a/{z}/{x}/{y}/é", "https://a/" + String(repeating: "a", count: 500) + "{z}{x}{y}", "",
        ] {
            XCTAssertNil(Basemap(bad), bad)
        }
    }

    func testTheTileArithmetic() {
        XCTAssertEqual(BasemapTiling.column(longitude: 0, zoom: 1), 1)
        XCTAssertEqual(BasemapTiling.row(latitude: 0, zoom: 1), 1, accuracy: 1e-12)
        XCTAssertEqual(BasemapTiling.row(latitude: 85.051_128_78, zoom: 0), 0, accuracy: 1e-8)
        XCTAssertEqual(BasemapTiling.latitude(row: 0, zoom: 3), 85.051_128_78, accuracy: 1e-8)
        // Amsterdam's Dam square at zoom 14 is in tile 8414/5384 (column 8414.6, row 5384.4).
        XCTAssertEqual(BasemapTiling.column(longitude: 4.8932, zoom: 14).rounded(.down), 8414)
        XCTAssertEqual(BasemapTiling.row(latitude: 52.3731, zoom: 14).rounded(.down), 5384)
        for row in [0.0, 100.5, 5384.25, 16383] {
            XCTAssertEqual(BasemapTiling.row(latitude: BasemapTiling.latitude(row: row, zoom: 14), zoom: 14), row, accuracy: 1e-6)
        }
        // A map of 5 km on 456 pixels at the equator: 11 m a pixel, nearest zoom 14's 9.6 m.
        XCTAssertEqual(BasemapTiling.zoom(metresPerPixel: 5000 / 456, latitude: 0), 14)
        XCTAssertEqual(BasemapTiling.zoom(metresPerPixel: 0.01, latitude: 47), BasemapTiling.maxZoom)
        XCTAssertEqual(BasemapTiling.zoom(metresPerPixel: 1e9, latitude: 47), 0)
        XCTAssertEqual(BasemapTiling.zoom(metresPerPixel: .nan, latitude: 47), 0)
    }

    func testTilesCoverTheMapEdgeToEdge() throws {
        let basemap = try XCTUnwrap(Basemap("https://tile.openstreetmap.org/{z}/{x}/{y}.png"))
        let route = [[RoutePoint(latitude: 52.36, longitude: 4.88), RoutePoint(latitude: 52.38, longitude: 4.91)]]
        let frame = try XCTUnwrap(MapFrame(lines: route, size: 480))
        let tiles = BasemapTiling.tiles(frame, basemap: basemap)
        XCTAssertGreaterThanOrEqual(tiles.count, 4)
        XCTAssertLessThanOrEqual(tiles.count, 16)
        XCTAssertLessThanOrEqual(tiles.map(\.x).min() ?? 1, 0)
        XCTAssertLessThanOrEqual(tiles.map(\.y).min() ?? 1, 0)
        XCTAssertGreaterThanOrEqual(tiles.map { $0.x + $0.width }.max() ?? 0, 480)
        XCTAssertGreaterThanOrEqual(tiles.map { $0.y + $0.height }.max() ?? 0, 480)
        // Neighbours meet: each tile's east edge is the next one's west edge.
        for (west, east) in zip(tiles, tiles.dropFirst()) where abs(west.y - east.y) < 1e-9 {
            XCTAssertEqual(west.x + west.width, east.x, accuracy: 1e-6)
        }
        // The route's start is drawn over the tile that holds it.
        let start = frame.pixel(frame.projection.project(route[0][0]))
        let zoom = BasemapTiling.zoom(metresPerPixel: 1 / frame.scale, latitude: frame.projection.originLatitude)
        let holder = try XCTUnwrap(tiles.first { start.x >= $0.x && start.x < $0.x + $0.width && start.y >= $0.y && start.y < $0.y + $0.height })
        let column = Int(BasemapTiling.column(longitude: 4.88, zoom: zoom).rounded(.down))
        let row = Int(BasemapTiling.row(latitude: 52.36, zoom: zoom).rounded(.down))
        XCTAssertEqual(holder.url, basemap.url(zoom: zoom, x: column, y: row))
        // A pixel and back is the same position.
        let back = frame.position(x: start.x, y: start.y)
        XCTAssertEqual(back.latitude, 52.36, accuracy: 1e-9)
        XCTAssertEqual(back.longitude, 4.88, accuracy: 1e-9)
    }
}
