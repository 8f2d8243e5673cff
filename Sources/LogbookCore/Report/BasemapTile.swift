/// One tile of a basemap as a map draws it: its URL and the square of the map it covers.
public struct BasemapTile: Sendable, Equatable {
    /// The tile's URL (`Basemap.url`).
    public var url: String
    /// Its north-west corner on the map, in pixels.
    public var x: Double, y: Double
    /// Its width and height on the map, in pixels.
    public var width: Double, height: Double
}
