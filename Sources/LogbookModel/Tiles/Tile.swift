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
    public init(zoom: Int, x: Int, y: Int) {
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
        let side = Double(1 << zoom)
        let column = Int(((lon + 180) / 360 * side).rounded(.down))
        let radians = lat * .pi / 180
        let row = Int(((1 - asinh(tan(radians)) / .pi) / 2 * side).rounded(.down))
        let count = 1 << zoom
        self.init(zoom: zoom, x: ((column % count) + count) % count, y: min(max(row, 0), count - 1))
    }

    /// Orders tiles by zoom, then row, then column.
    public static func < (lhs: Tile, rhs: Tile) -> Bool {
        (lhs.zoom, lhs.y, lhs.x) < (rhs.zoom, rhs.y, rhs.x)
    }
}
