import Foundation

/// Which tiles of a web-Mercator tile server (`{z}/{x}/{y}`, 256-pixel tiles, as
/// OpenStreetMap's) lie under a map, and where each is drawn.
public enum BasemapTiling {
    /// A tile's side, in pixels.
    public static let tileSize = 256.0
    /// The deepest zoom asked for: 19, the deepest OpenStreetMap's standard tiles have.
    public static let maxZoom = 19
    /// The most tiles a map asks for: 36 (a map of 480 pixels needs 9 to 16).
    public static let mostTiles = 36
    /// The sphere web-Mercator tiles are drawn on (WGS 84's semi-major axis), in metres.
    static let mercatorRadius = 6_378_137.0
    /// The latitude where web-Mercator tiles stop, in degrees.
    static let mercatorLimit = 85.051_128_78

    /// The zoom whose tile pixels are nearest in size to the map's at `latitude`: `metresPerPixel`
    /// metres a map pixel; from 0 to `maxZoom`.
    public static func zoom(metresPerPixel: Double, latitude: Double) -> Int {
        let equator = 2 * Double.pi * mercatorRadius * cos(latitude * Double.pi / 180) / tileSize
        guard metresPerPixel > 0, metresPerPixel.isFinite, equator > 0 else { return 0 }
        let zoom = log2(equator / metresPerPixel).rounded()
        return zoom.isFinite ? Int(max(0, min(Double(maxZoom), zoom))) : 0
    }

    /// The tile column of `longitude` at `zoom`, with its fraction.
    public static func column(longitude: Double, zoom: Int) -> Double {
        (longitude + 180) / 360 * pow(2, Double(zoom))
    }

    /// The tile row of `latitude` at `zoom` (row 0 at the north), with its fraction.
    public static func row(latitude: Double, zoom: Int) -> Double {
        let radians = max(-mercatorLimit, min(mercatorLimit, latitude)) * Double.pi / 180
        return (1 - log(tan(radians) + 1 / cos(radians)) / Double.pi) / 2 * pow(2, Double(zoom))
    }

    /// The longitude of the west edge of tile column `column` at `zoom`.
    public static func longitude(column: Double, zoom: Int) -> Double {
        column / pow(2, Double(zoom)) * 360 - 180
    }

    /// The latitude of the north edge of tile row `row` at `zoom`.
    public static func latitude(row: Double, zoom: Int) -> Double {
        atan(sinh(Double.pi * (1 - 2 * row / pow(2, Double(zoom))))) * 180 / Double.pi
    }

    /// The tiles of `basemap` under `frame`'s square, each placed by its corners' positions on
    /// the frame's map, north-west first, row by row; none when more than `mostTiles` would be.
    public static func tiles(_ frame: MapFrame, basemap: Basemap) -> [BasemapTile] {
        let north = frame.position(x: 0, y: 0), south = frame.position(x: frame.size, y: frame.size)
        let zoom = zoom(metresPerPixel: 1 / frame.scale, latitude: frame.projection.originLatitude)
        let count = 1 << zoom
        // Whole tile numbers, or none: a map far off the tile grid (or not finite) draws no tiles.
        func whole(_ value: Double) -> Int? {
            let down = value.rounded(.down)
            return down.isFinite && abs(down) < Double(4 * count) ? Int(down) : nil
        }
        guard let west = whole(column(longitude: north.longitude, zoom: zoom)), let east = whole(column(longitude: south.longitude, zoom: zoom)),
            let top = whole(row(latitude: north.latitude, zoom: zoom)).map({ max(0, $0) }),
            let bottom = whole(row(latitude: south.latitude, zoom: zoom)).map({ min(count - 1, $0) }),
            west <= east, top <= bottom, (east - west + 1) * (bottom - top + 1) <= mostTiles
        else { return [] }
        let columns = west...east, rows = top...bottom
        var tiles: [BasemapTile] = []
        for y in rows {
            for x in columns {
                let corner = frame.pixel(frame.projection.project(RoutePoint(
                    latitude: latitude(row: Double(y), zoom: zoom), longitude: longitude(column: Double(x), zoom: zoom))))
                let opposite = frame.pixel(frame.projection.project(RoutePoint(
                    latitude: latitude(row: Double(y + 1), zoom: zoom), longitude: longitude(column: Double(x + 1), zoom: zoom))))
                // A column past the antimeridian is the same server tile as its wrap.
                let wrapped = ((x % count) + count) % count
                tiles.append(BasemapTile(
                    url: basemap.url(zoom: zoom, x: wrapped, y: y), x: corner.x, y: corner.y,
                    width: opposite.x - corner.x, height: opposite.y - corner.y))
            }
        }
        return tiles
    }
}
