/// What a set of visited tiles of one zoom adds up to: its max square and its max cluster,
/// the two figures explorer-tile sites show.
///
/// Columns wrap at the antimeridian (the last column's east neighbour is column 0); rows do
/// not wrap (nothing lies beyond the scheme's latitude limits).
public enum TileCoverage {
    /// The side of the largest n x n block of tiles all in `tiles` (all of one zoom); 0 for none.
    public static func maxSquare(_ tiles: Set<Tile>) -> Int {
        largestSquare(tiles)?.side ?? 0
    }

    /// The largest n x n block of tiles all in `tiles` (all of one zoom): its north-west
    /// tile and its side (the first such block in row order among equals); nil for none.
    /// A block across the antimeridian starts in a column east of where it ends.
    public static func largestSquare(_ tiles: Set<Tile>) -> (northWest: Tile, side: Int)? {
        guard let zoom = tiles.first?.zoom else { return nil }
        let count = 1 << zoom
        // Cut the world at a column no tile is in, so that a block across the antimeridian
        // is one block of consecutive columns; every column visited (no cut) cannot happen
        // below zoom 20 on Earth, and then no block wraps.
        let columns = Set(tiles.map(\.x))
        let cut = columns.count < count ? (0..<count).first { !columns.contains($0) } ?? 0 : count - 1
        var sides: [Int64: Int] = [:]
        sides.reserveCapacity(tiles.count)
        func key(_ x: Int, _ y: Int) -> Int64 { Int64(y) << 32 | Int64(x) }
        var best: (x: Int, y: Int, side: Int) = (0, 0, 0)
        let shifted = tiles.map { (x: (($0.x - cut - 1) % count + count) % count, y: $0.y) }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        for tile in shifted {
            let left = tile.x > 0 ? sides[key(tile.x - 1, tile.y)] ?? 0 : 0
            let up = tile.y > 0 ? sides[key(tile.x, tile.y - 1)] ?? 0 : 0
            let corner = tile.x > 0 && tile.y > 0 ? sides[key(tile.x - 1, tile.y - 1)] ?? 0 : 0
            let side = 1 + min(left, up, corner)
            sides[key(tile.x, tile.y)] = side
            // `tile` is the block's south-east corner.
            if side > best.side { best = (tile.x, tile.y, side) }
        }
        let west = ((best.x - best.side + 1 + cut + 1) % count + count) % count
        return (Tile(zoom: zoom, x: west, y: best.y - best.side + 1), best.side)
    }

    /// The tiles of `tiles` whose four neighbours (north, south, east, west) are all in it.
    public static func clusterTiles(_ tiles: Set<Tile>) -> Set<Tile> {
        tiles.filter { tile in neighbours(of: tile).count == 4 && neighbours(of: tile).allSatisfy(tiles.contains) }
    }

    /// The number of tiles in the largest group of cluster tiles (`clusterTiles`) joined
    /// side by side; 0 for none.
    public static func maxCluster(_ tiles: Set<Tile>) -> Int {
        var left = clusterTiles(tiles)
        var best = 0
        while let seed = left.first {
            left.remove(seed)
            var size = 0
            var queue = [seed]
            while let tile = queue.popLast() {
                size += 1
                for next in neighbours(of: tile) where left.remove(next) != nil { queue.append(next) }
            }
            best = max(best, size)
        }
        return best
    }

    /// The tiles beside `tile` (fewer than four at the first or last row).
    public static func neighbours(of tile: Tile) -> [Tile] {
        let count = 1 << tile.zoom
        var found = [
            Tile(zoom: tile.zoom, x: (tile.x + 1) % count, y: tile.y),
            Tile(zoom: tile.zoom, x: (tile.x + count - 1) % count, y: tile.y),
        ]
        if tile.y > 0 { found.append(Tile(zoom: tile.zoom, x: tile.x, y: tile.y - 1)) }
        if tile.y + 1 < count { found.append(Tile(zoom: tile.zoom, x: tile.x, y: tile.y + 1)) }
        return found
    }
}
