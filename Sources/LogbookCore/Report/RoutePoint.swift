/// One position of a run's route: where it was, and how far into the run.
public struct RoutePoint: Sendable, Equatable {
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// Metres from the run's start (its cumulative distance), when known.
    public var distance: Double?
    /// Seconds from the run's start.
    public var offset: Double

    /// Creates a point.
    public init(latitude: Double, longitude: Double, distance: Double? = nil, offset: Double = 0) {
        self.latitude = latitude
        self.longitude = longitude
        self.distance = distance
        self.offset = offset
    }
}
