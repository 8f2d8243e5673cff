import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookModel

/// The tiles of generated runs equal those of their points computed independently
/// (`TileCoverageTests.expectedTile`), the points of a GPS spike left out: through a tile
/// boundary at the antimeridian, up to the scheme's pole limit, and with a 5 km spike.
final class TileFinderTests: XCTestCase {
    /// A run at 3.3 m/s from (lat, lon) heading by (dLat, dLon) degrees per second, a point a second.
    private func line(lat: Double, lon: Double, dLat: Double, dLon: Double, seconds: Int) -> [TilePoint] {
        (0..<seconds).map { second in
            var longitude = lon + dLon * Double(second)
            if longitude > 180 { longitude -= 360 }
            return TilePoint(offset: Double(second), lat: lat + dLat * Double(second), lon: longitude, segment: 0)
        }
    }

    private func found(_ points: [TilePoint]) -> Set<Tile> {
        TileFinder.tiles(jumpLimit: 15) { body in points.forEach(body) }
    }

    private func expected(_ points: [TilePoint]) -> Set<Tile> {
        Set(points.flatMap { point in TileScheme.zooms.compactMap { TileCoverageTests.expectedTile(lat: point.lat, lon: point.lon, zoom: $0) } })
    }

    func testARunEastAcrossTheAntimeridianVisitsTheTilesEitherSide() {
        // Fiji, 3.1 m/s east (0.00003 deg/s at lat -16.5), across lon 180 after 500 s.
        let points = line(lat: -16.5, lon: 179.985, dLat: 0, dLon: 0.00003, seconds: 1000)
        let tiles = found(points)
        XCTAssertEqual(tiles, expected(points))
        let columns = Set(tiles.filter { $0.zoom == 14 }.map(\.x))
        XCTAssertEqual(columns, [16383, 0])
    }

    func testARunNorthOverThePoleLimitStopsVisitingTiles() {
        // North at 3.3 m/s from 85.045, past the scheme's limit (85.0511) after about 200 s.
        let points = line(lat: 85.045, lon: 10, dLat: 0.00003, dLon: 0, seconds: 400)
        let tiles = found(points)
        XCTAssertEqual(tiles, expected(points))
        // Tiles shrink toward the limit: the run crosses rows 3 to 0, then none.
        XCTAssertEqual(Set(tiles.filter { $0.zoom == 14 }.map(\.y)), [0, 1, 2, 3])
        XCTAssertGreaterThan(points.filter { $0.lat > TileScheme.maxLatitude }.count, 150)
    }

    func testASpikeOfFiveKilometresAndBackVisitsNoTile() {
        // North through Zürich; at 300 s one point 5 km east (0.066 deg of longitude), then back.
        var points = line(lat: 47.37, lon: 8.54, dLat: 0.00003, dLon: 0, seconds: 600)
        let honest = points
        points[300].lon += 0.066
        let tiles = found(points)
        XCTAssertEqual(tiles, expected(honest))
        XCTAssertNil(tiles.first { $0 == TileCoverageTests.expectedTile(lat: points[300].lat, lon: points[300].lon, zoom: 14) })
        // Without the jump filter the spike would add a tile at each zoom.
        XCTAssertEqual(expected(points).subtracting(tiles).count, 2)
    }

    func testARelocationKeepsItsPointsAfterTheFirst() {
        // The signal is found again 5 km east and the run goes on from there: the three
        // consistent points make a relocation; its first position is left out, the rest count.
        let before = line(lat: 47.37, lon: 8.54, dLat: 0.00003, dLon: 0, seconds: 100)
        let after = line(lat: 47.373, lon: 8.606, dLat: 0.00003, dLon: 0, seconds: 100).map {
            TilePoint(offset: $0.offset + 100, lat: $0.lat, lon: $0.lon, segment: 0)
        }
        let tiles = found(before + after)
        XCTAssertEqual(tiles, expected(before + after.dropFirst()))
        XCTAssertEqual(Set(tiles.filter { $0.zoom == 14 }.map(\.x)).count, 2)
    }

    func testTheTilesOfStoredSamplesEqualThoseOfTheirPoints() {
        let points = line(lat: 47.37, lon: 8.54, dLat: 0.00003, dLon: 0.00002, seconds: 900)
        let samples = RunSamples(points.map { point in
            Sample(offset: point.offset, point: TrackPoint(timestamp: point.offset, lat: point.lat, lon: point.lon), distance: 0)
        })
        XCTAssertEqual(TileFinder.tiles(of: samples, sport: "running", source: .file), expected(points))
        XCTAssertEqual(TileFinder.jumpSport("cycling", source: .inferred), SportInference.unknown)
    }
}
