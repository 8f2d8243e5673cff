/// What the store keeps of a route beside its track, where a query reaches it without
/// reading the track (migration 0027): its start, its end and its length. Enough to tell
/// that a new run cannot be on the route (`RouteComparison.mayRelate`) before its track is
/// decoded and compared.
public struct RouteEnds: Sendable, Equatable {
    /// The first position of the track.
    public var start: CoursePoint
    /// The last position of the track.
    public var end: CoursePoint
    /// The length of the recorded path, metres (`RouteTrack.length`).
    public var length: Double
}

extension RouteEnds {
    /// Ends from the stored 1e-7 degrees of the start and end (`RouteTrack.storedE7`), as a
    /// decoded track's first and last points read.
    public init(startLatE7: Int64, startLonE7: Int64, endLatE7: Int64, endLonE7: Int64, length: Double) {
        self.init(
            start: CoursePoint(lat: Double(startLatE7) / 1e7, lon: Double(startLonE7) / 1e7),
            end: CoursePoint(lat: Double(endLatE7) / 1e7, lon: Double(endLonE7) / 1e7), length: length)
    }
}
