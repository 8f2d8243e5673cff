import LogbookModel

/// The tiles a walk of positions visits at every zoom of `TileScheme.zooms`, each once: one
/// `TileLocator` call per position at the finest zoom, the coarser zooms' tiles its
/// ancestors, and nothing more while a position stays in the finest tile of the one before.
struct TileVisits {
    /// The locator at the finest zoom; `nil` only if the scheme had no valid zoom.
    private var locator = TileScheme.zooms.max().flatMap { TileLocator(zoom: $0) }
    /// The finest tile the last located position fell in.
    private var last: Tile?
    /// The coarser zooms of the scheme, from the finer down.
    private let coarser = TileScheme.zooms.sorted(by: >).dropFirst()
    /// The tiles visited so far.
    private(set) var tiles = Set<Tile>()

    /// Adds the tiles the position (lat, lon) falls in.
    mutating func visit(lat: Double, lon: Double) {
        guard let tile = locator?.tile(lat: lat, lon: lon), tile != last else { return }
        last = tile
        guard tiles.insert(tile).inserted else { return }
        for zoom in coarser { tiles.insert(tile.ancestor(atZoom: zoom)) }
    }
}
