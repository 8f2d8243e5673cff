import LogbookModel

/// One area of visited tiles as the report's tiles map draws it: tiles within
/// `TileArea.reach` tiles of its first one, in columns counted east of its west edge (so an
/// area across the antimeridian is drawn whole), with the max square when it lies there.
public struct TileArea: Sendable, Equatable {
    /// How far an area reaches from its first tile, in tiles either way: 32 at zoom 14 (about 50 km
    /// at mid latitudes, as a heat-map area).
    public static let reach = 32

    /// The tiles, as (column east of `west`, row south of `north`).
    public var cells: [(x: Int, y: Int)]
    /// The columns and rows it spans.
    public var width: Int, height: Int
    /// Its west column and north row in the tile scheme.
    public var west: Int, north: Int
    /// The max square's north-west cell and side, when it lies in this area.
    public var square: (x: Int, y: Int, side: Int)?

    /// Equal when the same cells, span and square.
    public static func == (lhs: TileArea, rhs: TileArea) -> Bool {
        lhs.cells.map(\.x) == rhs.cells.map(\.x) && lhs.cells.map(\.y) == rhs.cells.map(\.y) && lhs.width == rhs.width
            && lhs.height == rhs.height && lhs.west == rhs.west && lhs.north == rhs.north
            && lhs.square?.x == rhs.square?.x && lhs.square?.y == rhs.square?.y && lhs.square?.side == rhs.square?.side
    }

    /// `tiles` (of one zoom) grouped into areas, most tiles first: each area takes every
    /// tile left within `reach` columns (across the antimeridian too) and rows of the
    /// first tile left in row order; `square` (the max square) is placed in the area
    /// holding its north-west tile.
    public static func areas(_ tiles: Set<Tile>, square: (northWest: Tile, side: Int)?) -> [TileArea] {
        guard let zoom = tiles.first?.zoom else { return [] }
        let count = 1 << zoom
        var left = tiles.sorted()
        var areas: [TileArea] = []
        func east(_ x: Int, of origin: Int) -> Int {
            // The signed column difference, the short way round the world.
            ((x - origin) % count + count + count / 2) % count - count / 2
        }
        while let first = left.first {
            let inside = left.filter { abs(east($0.x, of: first.x)) <= reach && abs($0.y - first.y) <= reach }
            let held = Set(inside)
            left.removeAll { held.contains($0) }
            let columns = inside.map { east($0.x, of: first.x) }
            let minColumn = columns.min() ?? 0, north = inside.map(\.y).min() ?? first.y
            let west = ((first.x + minColumn) % count + count) % count
            var area = TileArea(
                cells: inside.map { (east($0.x, of: west), $0.y - north) },
                width: (columns.max() ?? 0) - minColumn + 1, height: (inside.map(\.y).max() ?? north) - north + 1,
                west: west, north: north, square: nil)
            if let square, held.contains(square.northWest) {
                area.square = (east(square.northWest.x, of: west), square.northWest.y - north, square.side)
            }
            areas.append(area)
        }
        return areas.sorted { $0.cells.count > $1.cells.count }
    }
}
