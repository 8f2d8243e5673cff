import Foundation

/// The tiles of a walk of positions at one zoom, for positions that come in order along a
/// track: what `Tile(lat:lon:zoom:)` gives each, without its tangent and inverse hyperbolic
/// sine for every position.
///
/// A column is linear in the longitude and costs a multiplication. A row is not, so the
/// locator keeps the latitudes of the edges of the row it found last and computes a row
/// anew (as `Tile(lat:lon:zoom:)` does) only for a position outside them: once per row a
/// track crosses. A position within `edgeMargin` of an edge takes the exact path too, so
/// floating-point rounding in the edges' latitudes never decides a row.
///
/// Coarser zooms are the finer tile's ancestors (`Tile.ancestor(atZoom:)`): the column and
/// row shifted right, which is exactly what `Tile(lat:lon:zoom:)` gives at those zooms.
public struct TileLocator: Sendable {
    /// The zoom of the tiles it finds.
    public let zoom: Int
    /// How far inside a row's edges (degrees of latitude) a position must be for the
    /// cached row to be taken: far above the rounding of the row formula and of the edges
    /// (below 1e-12 degrees), far below any distance a track moves in a step.
    public static let edgeMargin = 1e-9
    /// The number of columns and rows, 2^zoom.
    @usableFromInline let count: Int
    /// `TileScheme.maxLatitude`, kept here for the per-position check.
    @usableFromInline let limit = TileScheme.maxLatitude
    /// The row found last.
    @usableFromInline var row = 0
    /// Latitudes strictly between these are in `row` (its edges with `edgeMargin` inside);
    /// none at first, so the first position computes its row.
    @usableFromInline var south = Double.infinity, north = -Double.infinity

    /// A locator of tiles at `zoom` (0 up to `TileScheme.maxZoom`); `nil` for another zoom.
    public init?(zoom: Int) {
        guard (0...TileScheme.maxZoom).contains(zoom) else { return nil }
        self.zoom = zoom
        self.count = 1 << zoom
    }

    /// The tile `Tile(lat:lon:zoom:)` gives for this position at the locator's zoom (`nil`
    /// for a position no tile covers). Inlined into the finder's loop over a run's positions.
    @inlinable public mutating func tile(lat: Double, lon: Double) -> Tile? {
        guard lat.isFinite, lon.isFinite, abs(lat) <= limit, abs(lon) <= 180 else { return nil }
        if !(lat > south && lat < north) { locateRow(lat: lat) }
        return Tile(zoom: zoom, x: Tile.column(lon: lon, count: count), y: row)
    }

    /// Computes the row of `lat` exactly and keeps its edges' latitudes.
    @usableFromInline mutating func locateRow(lat: Double) {
        row = Tile.row(lat: lat, count: count)
        north = Tile.northEdge(ofRow: row, count: count) - Self.edgeMargin
        south = Tile.northEdge(ofRow: row + 1, count: count) + Self.edgeMargin
    }
}
