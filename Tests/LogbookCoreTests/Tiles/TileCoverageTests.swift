import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookModel

/// The tile of a position, the max square and the max cluster, against independent
/// computations: the Mercator formula written another way, and brute force over every
/// block and every flood of cluster tiles, on seeded random tile sets (some across the
/// antimeridian).
final class TileCoverageTests: XCTestCase {
    /// The tile by ln(tan + sec), not asinh(tan) as the code has it.
    static func expectedTile(lat: Double, lon: Double, zoom: Int) -> Tile? {
        guard abs(lat) <= 85.0511287798066 else { return nil }
        let n = Double(1 << zoom)
        let phi = lat * .pi / 180
        let x = Int(floor((lon + 180) / 360 * n)) % (1 << zoom)
        let y = Int(floor((1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * n))
        return Tile(zoom: zoom, x: x, y: min(max(y, 0), (1 << zoom) - 1))
    }

    func testKnownPositionsFallInKnownTiles() {
        XCTAssertEqual(Tile(lat: 0.0001, lon: 0.0001, zoom: 14), Tile(zoom: 14, x: 8192, y: 8191))
        XCTAssertEqual(Tile(lat: 47.3769, lon: 8.5417, zoom: 14), Tile(zoom: 14, x: 8580, y: 5737))
        XCTAssertEqual(Tile(lat: 47.3769, lon: 8.5417, zoom: 17), Tile(zoom: 17, x: 68645, y: 45899))
        // The antimeridian: 180 is column 0 again, just west of it the last column.
        XCTAssertEqual(Tile(lat: -16.5, lon: 180, zoom: 14)?.x, 0)
        XCTAssertEqual(Tile(lat: -16.5, lon: -180, zoom: 14)?.x, 0)
        XCTAssertEqual(Tile(lat: -16.5, lon: 179.9999, zoom: 14)?.x, 16383)
        // The pole limit: the last rows, then no tile at all.
        XCTAssertEqual(Tile(lat: 85.05, lon: 0, zoom: 14)?.y, 0)
        XCTAssertEqual(Tile(lat: -85.05, lon: 0, zoom: 14)?.y, 16383)
        XCTAssertEqual(Tile(lat: TileScheme.maxLatitude, lon: 0, zoom: 14)?.y, 0)
        XCTAssertNil(Tile(lat: 85.06, lon: 0, zoom: 14))
        XCTAssertNil(Tile(lat: -89, lon: 0, zoom: 17))
        XCTAssertNil(Tile(lat: .nan, lon: 0, zoom: 14))
        XCTAssertNil(Tile(lat: 10, lon: 181, zoom: 14))
    }

    func testRandomPositionsAgreeWithTheIndependentFormula() {
        var random = SplitMix64(state: 50)
        for index in 0..<20_000 {
            let lat = Double(random.next() % 1_700_000_000) / 1e7 - 85
            let lon = Double(random.next() % 3_600_000_000) / 1e7 - 180
            for zoom in TileScheme.zooms {
                XCTAssertEqual(
                    Tile(lat: lat, lon: lon, zoom: zoom), Self.expectedTile(lat: lat, lon: lon, zoom: zoom),
                    "seed 50, point \(index): \(lat), \(lon)")
            }
        }
    }

    /// The largest k such that some k x k block (columns wrapping) is all in `tiles`.
    static func bruteSquare(_ tiles: Set<Tile>, zoom: Int) -> Int {
        let count = 1 << zoom
        var best = 0
        for tile in tiles {
            var side = best + 1
            while (0..<side).allSatisfy({ dy in
                (0..<side).allSatisfy { dx in tiles.contains(Tile(zoom: zoom, x: (tile.x + dx) % count, y: tile.y + dy)) }
            }) {
                best = side
                side += 1
            }
        }
        return best
    }

    /// The largest 4-connected group of tiles whose four neighbours are in `tiles`, by
    /// union-find over every pair of cluster tiles side by side.
    static func bruteCluster(_ tiles: Set<Tile>, zoom: Int) -> Int {
        let count = 1 << zoom
        func visited(_ x: Int, _ y: Int) -> Bool { y >= 0 && y < count && tiles.contains(Tile(zoom: zoom, x: (x + count) % count, y: y)) }
        let cluster = tiles.filter { visited($0.x + 1, $0.y) && visited($0.x - 1, $0.y) && visited($0.x, $0.y + 1) && visited($0.x, $0.y - 1) }
        let list = Array(cluster)
        var parent = Array(list.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        for i in list.indices {
            for j in list.indices where j > i {
                let a = list[i], b = list[j]
                let dx = min((a.x - b.x + count) % count, (b.x - a.x + count) % count)
                if (dx == 1 && a.y == b.y) || (dx == 0 && abs(a.y - b.y) == 1) { parent[root(i)] = root(j) }
            }
        }
        var sizes: [Int: Int] = [:]
        for i in list.indices { sizes[root(i), default: 0] += 1 }
        return sizes.values.max() ?? 0
    }

    func testMaxSquareAndClusterEqualBruteForceOnRandomSets() {
        for seed in UInt64(1)...60 {
            var random = SplitMix64(state: seed)
            let zoom = 14
            // Around column 0 for even seeds (blocks across the antimeridian), mid-map otherwise.
            let originX = seed % 2 == 0 ? 16380 : 8000
            var tiles = Set<Tile>()
            let fill = 40 + Int(random.next() % 50)
            for x in 0..<10 {
                for y in 0..<10 where Int(random.next() % 100) < fill {
                    tiles.insert(Tile(zoom: zoom, x: (originX + x) % 16384, y: 5000 + y))
                }
            }
            XCTAssertEqual(TileCoverage.maxSquare(tiles), Self.bruteSquare(tiles, zoom: zoom), "seed \(seed)")
            // The block the report outlines is all visited, of that side.
            if let square = TileCoverage.largestSquare(tiles) {
                for dx in 0..<square.side {
                    for dy in 0..<square.side {
                        let tile = Tile(zoom: zoom, x: (square.northWest.x + dx) % 16384, y: square.northWest.y + dy)
                        XCTAssertTrue(tiles.contains(tile), "seed \(seed): \(tile) of the square")
                    }
                }
            }
            XCTAssertEqual(TileCoverage.maxCluster(tiles), Self.bruteCluster(tiles, zoom: zoom), "seed \(seed)")
        }
    }

    func testAKnownBlockAcrossTheAntimeridian() {
        // A 4 x 4 block from column 16382 to column 1, rows 9000-9003, and one tile apart.
        var tiles = Set<Tile>()
        for x in [16382, 16383, 0, 1] {
            for y in 9000..<9004 { tiles.insert(Tile(zoom: 14, x: x, y: y)) }
        }
        tiles.insert(Tile(zoom: 14, x: 500, y: 9000))
        XCTAssertEqual(TileCoverage.maxSquare(tiles), 4)
        // The report outlines it from its north-west tile, west of the antimeridian.
        let square = TileCoverage.largestSquare(tiles)
        XCTAssertEqual(square?.northWest, Tile(zoom: 14, x: 16382, y: 9000))
        XCTAssertEqual(square?.side, 4)
        XCTAssertNil(TileCoverage.largestSquare([]))
        // The inner 2 x 2 tiles (columns 16383 and 0, rows 9001-9002) have four neighbours each.
        XCTAssertEqual(
            TileCoverage.clusterTiles(tiles),
            [Tile(zoom: 14, x: 16383, y: 9001), Tile(zoom: 14, x: 0, y: 9001), Tile(zoom: 14, x: 16383, y: 9002), Tile(zoom: 14, x: 0, y: 9002)])
        XCTAssertEqual(TileCoverage.maxCluster(tiles), 4)
        XCTAssertEqual(TileCoverage.maxSquare([]), 0)
        XCTAssertEqual(TileCoverage.maxCluster([Tile(zoom: 14, x: 1, y: 1)]), 0)
    }

    func testTheFirstRowHasNoNorthernNeighbourSoNoClusterTile() {
        var tiles = Set<Tile>()
        for x in 0..<5 {
            for y in 0..<3 { tiles.insert(Tile(zoom: 14, x: 100 + x, y: y)) }
        }
        XCTAssertEqual(TileCoverage.maxSquare(tiles), 3)
        // Row 0 lacks a northern neighbour; only row 1's inner tiles count.
        XCTAssertEqual(TileCoverage.maxCluster(tiles), 3)
    }
}
