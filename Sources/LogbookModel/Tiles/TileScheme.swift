/// The numbers of the explorer-tile scheme: the zooms a run's tiles are kept at and the
/// latitude limit of the slippy-map projection.
public enum TileScheme {
    /// The zooms every run's tiles are derived at: 14 (about 1.5 km squares at mid latitudes,
    /// the usual explorer tiles) and 17 ("squadratinhos", about 190 m).
    public static let zooms = [14, 17]
    /// The zoom `tiles` shows when none is asked for.
    public static let defaultZoom = 14
    /// The highest zoom a tile may have (2^20 columns fit any integer easily).
    public static let maxZoom = 20
    /// The latitude, north and south, beyond which the Web Mercator square has no tiles:
    /// atan(sinh(pi)) in degrees.
    public static let maxLatitude = 85.051_128_779_806_59
}
