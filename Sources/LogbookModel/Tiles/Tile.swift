import Foundation

/// One square of the slippy-map tile scheme (OpenStreetMap's): at `zoom`, the world between
/// the scheme's latitude limits is cut into 2^zoom x 2^zoom squares, `x` counted east from
/// the antimeridian, `y` south from the northern limit.
public struct Tile: Sendable, Hashable, Comparable {
    /// The zoom level (`TileScheme.zooms`).
    public var zoom: Int
    /// The column, 0 at longitude -180, growing eastwards.
    public var x: Int
    /// The row, 0 at the northern limit, growing southwards.
    public var y: Int

    /// The tile at `zoom`, column `x`, row `y`.
    @inlinable public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// The tile a position falls in at `zoom`; `nil` for a position that is not finite, off
    /// the globe, or beyond the scheme's latitude limit (`TileScheme.maxLatitude`), which no
    /// tile covers. Longitude 180 is the antimeridian, column 0 again.
    public init?(lat: Double, lon: Double, zoom: Int) {
        guard lat.isFinite, lon.isFinite, abs(lat) <= TileScheme.maxLatitude, abs(lon) <= 180,
            (0...TileScheme.maxZoom).contains(zoom)
        else { return nil }
        let count = 1 << zoom
        self.init(zoom: zoom, x: Self.column(lon: lon, count: count), y: Self.row(lat: lat, count: count))
    }

    /// The column of longitude `lon` (-180 up to 180) among `count` (a power of two): 180,
    /// the antimeridian, is column 0 again.
    @inlinable static func column(lon: Double, count: Int) -> Int {
        Int(((lon + 180) / 360 * Double(count)).rounded(.down)) & (count - 1)
    }

    /// The row of latitude `lat` (within `TileScheme.maxLatitude`) among `count` (a power of
    /// two): the Web Mercator formula, clamped to the rows at the limits.
    @usableFromInline static func row(lat: Double, count: Int) -> Int {
        let radians = lat * .pi / 180
        let row = Int(((1 - asinh(tan(radians)) / .pi) / 2 * Double(count)).rounded(.down))
        return min(max(row, 0), count - 1)
    }

    /// The latitude of the northern edge of `row` among `count` rows (row `count`: the
    /// southern limit), in degrees: the inverse of the row formula.
    @usableFromInline static func northEdge(ofRow row: Int, count: Int) -> Double {
        atan(sinh(.pi * (1 - 2 * Double(row) / Double(count)))) * 180 / .pi
    }

    /// The tile at `coarser` (at most this tile's zoom) that this one lies in: its column
    /// and row shifted right by the difference of the zooms.
    public func ancestor(atZoom coarser: Int) -> Tile {
        let shift = max(zoom - coarser, 0)
        return Tile(zoom: zoom - shift, x: x >> shift, y: y >> shift)
    }

    /// Orders tiles by zoom, then row, then column.
    public static func < (lhs: Tile, rhs: Tile) -> Bool {
        (lhs.zoom, lhs.y, lhs.x) < (rhs.zoom, rhs.y, rhs.x)
    }
}
