import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel

/// The locator gives what `Tile(lat:lon:zoom:)` gives, at its own zoom and (through
/// `Tile.ancestor(atZoom:)`) at every coarser one: on seeded random walks of 1 Hz runner
/// steps with jumps anywhere, points exactly on tile edges (and one step of rounding either
/// side), latitudes at and around the scheme's limit and longitudes at and around 180.
final class TileLocatorTests: XCTestCase {
    /// Steps of every walk together.
    static let steps = 400_000
    /// Metres per degree of latitude, near enough for a walk.
    static let metresPerDegree = 111_320.0

    /// A uniform double in 0..<1.
    private func unit(_ random: inout SplitMix64) -> Double {
        Double(random.next() >> 11) / Double(1 << 53)
    }

    /// `value` nudged by one of: nothing, one step of rounding up or down, 1e-9 or 1e-12 either way.
    private func nudged(_ value: Double, _ random: inout SplitMix64) -> Double {
        switch random.below(7) {
        case 0: return value.nextUp
        case 1: return value.nextDown
        case 2: return value + 1e-9
        case 3: return value - 1e-9
        case 4: return value + 1e-12
        case 5: return value - 1e-12
        default: return value
        }
    }

    /// The next point of a walk from (lat, lon): mostly a runner's 1 Hz step (2-6 m, the
    /// heading drifting), else a jump anywhere, a point on an edge of the tile it is in at a
    /// random zoom, a latitude at the scheme's limit, or a longitude at 180.
    private func step(lat: inout Double, lon: inout Double, heading: inout Double, _ random: inout SplitMix64) {
        let kind = random.below(100)
        let limit = TileScheme.maxLatitude
        switch kind {
        case 0..<88:
            heading += (unit(&random) - 0.5) * 0.3
            let metres = 2 + 4 * unit(&random)
            lat += metres * cos(heading) / Self.metresPerDegree
            lon += metres * sin(heading) / (Self.metresPerDegree * max(cos(lat * .pi / 180), 0.01))
            if lon > 180 { lon -= 360 }
            if lon < -180 { lon += 360 }
            if abs(lat) > limit + 0.002 { heading += .pi }
        case 88..<91:
            lat = (unit(&random) * 2 - 1) * (limit + 0.01)
            lon = (unit(&random) * 2 - 1) * 180
        case 91..<96:
            let zoom = random.below(18), count = 1 << zoom
            let tile = Tile(lat: max(min(lat, limit), -limit), lon: max(min(lon, 180), -180), zoom: zoom) ?? Tile(zoom: zoom, x: 0, y: 0)
            if random.below(2) == 0 {
                lat = nudged(Tile.northEdge(ofRow: tile.y + random.below(2), count: count), &random)
            } else {
                let x = tile.x + random.below(2)
                lon = min(nudged(Double(x) * 360 / Double(count) - 180, &random), 180)
            }
        case 96..<98:
            lat = nudged(random.below(2) == 0 ? limit : -limit, &random)
        default:
            lon = nudged(random.below(2) == 0 ? 180 : -180, &random)
        }
    }

    func testTheLocatorGivesTheTilesOfTheFormulaOnSeededWalks() throws {
        let seed: UInt64 = 52
        var random = SplitMix64(state: seed)
        var fine = try XCTUnwrap(TileLocator(zoom: 17))
        var coarse = try XCTUnwrap(TileLocator(zoom: 14))
        let coarser = [0, 1, 7, 13, 14, 16]
        // Four walks: Zürich, across the antimeridian (Fiji), up to the northern limit, and
        // at the southern limit next to the antimeridian.
        let starts: [(lat: Double, lon: Double)] = [(47.37, 8.54), (-16.5, 179.999), (85.0505, 10), (-85.0505, -179.9995)]
        var checked = 0, edges = 0, beyond = 0
        for (walk, start) in starts.enumerated() {
            var lat = start.lat, lon = start.lon, heading = unit(&random) * 2 * .pi
            for index in 0..<(Self.steps / starts.count) {
                step(lat: &lat, lon: &lon, heading: &heading, &random)
                let place = "seed \(seed), walk \(walk), step \(index): lat \(lat) (\(lat.bitPattern)), lon \(lon) (\(lon.bitPattern))"
                let found = fine.tile(lat: lat, lon: lon)
                guard found == Tile(lat: lat, lon: lon, zoom: 17) else {
                    return XCTFail("zoom 17: \(String(describing: found)) against \(String(describing: Tile(lat: lat, lon: lon, zoom: 17))), \(place)")
                }
                let foundCoarse = coarse.tile(lat: lat, lon: lon)
                guard foundCoarse == Tile(lat: lat, lon: lon, zoom: 14) else {
                    return XCTFail("zoom 14: \(String(describing: foundCoarse)), \(place)")
                }
                checked += 1
                guard let found else {
                    beyond += 1
                    continue
                }
                for zoom in coarser where found.ancestor(atZoom: zoom) != Tile(lat: lat, lon: lon, zoom: zoom) {
                    return XCTFail("ancestor at zoom \(zoom): \(found.ancestor(atZoom: zoom)), \(place)")
                }
                let count = Double(1 << 17)
                if (lon + 180) / 360 * count == ((lon + 180) / 360 * count).rounded(.down) { edges += 1 }
            }
        }
        XCTAssertEqual(checked, Self.steps)
        // The walks reach what they are meant to: points beyond the limit, on column edges.
        XCTAssertGreaterThan(beyond, 1_000, "seed \(seed)")
        XCTAssertGreaterThan(edges, 500, "seed \(seed)")
    }

    func testKnownPositionsAndTheLimits() throws {
        var locator = try XCTUnwrap(TileLocator(zoom: 17))
        XCTAssertEqual(locator.tile(lat: 47.3769, lon: 8.5417), Tile(zoom: 17, x: 68645, y: 45899))
        XCTAssertEqual(locator.tile(lat: 47.3769, lon: 8.5417)?.ancestor(atZoom: 14), Tile(zoom: 14, x: 8580, y: 5737))
        // The antimeridian is column 0 from either side; just west of it, the last column.
        XCTAssertEqual(locator.tile(lat: -16.5, lon: 180)?.x, 0)
        XCTAssertEqual(locator.tile(lat: -16.5, lon: -180)?.x, 0)
        XCTAssertEqual(locator.tile(lat: -16.5, lon: 179.9999)?.x, (1 << 17) - 1)
        // One step of rounding below 180 adds up to 360 again: column 0, as the formula gives.
        XCTAssertEqual(locator.tile(lat: -16.5, lon: 180.0.nextDown), Tile(lat: -16.5, lon: 180.0.nextDown, zoom: 17))
        XCTAssertEqual(locator.tile(lat: -16.5, lon: 180.0.nextDown)?.x, 0)
        // The limit is row 0 (and the last row in the south); beyond it, no tile.
        XCTAssertEqual(locator.tile(lat: TileScheme.maxLatitude, lon: 0)?.y, 0)
        XCTAssertEqual(locator.tile(lat: -TileScheme.maxLatitude, lon: 0)?.y, (1 << 17) - 1)
        XCTAssertNil(locator.tile(lat: TileScheme.maxLatitude.nextUp, lon: 0))
        XCTAssertNil(locator.tile(lat: .nan, lon: 0))
        XCTAssertNil(locator.tile(lat: 0, lon: 180.0.nextUp))
        XCTAssertNil(TileLocator(zoom: TileScheme.maxZoom + 1))
        // A row's edges: its northern edge's latitude computed back gives the row again.
        XCTAssertEqual(Tile.northEdge(ofRow: 0, count: 1 << 17), TileScheme.maxLatitude, accuracy: 1e-12)
        XCTAssertEqual(Tile.northEdge(ofRow: 1 << 16, count: 1 << 17), 0, accuracy: 1e-12)
    }
}
