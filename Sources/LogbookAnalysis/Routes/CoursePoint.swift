/// A position on a route track or segment line, degrees.
public struct CoursePoint: Sendable, Equatable {
    /// Latitude, degrees.
    public var lat: Double
    /// Longitude, degrees.
    public var lon: Double

    /// A position from its latitude and longitude.
    public init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }
}
