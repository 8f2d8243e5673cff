/// One run's route as the heat map draws it: coarsely simplified, privacy zones cut out.
public struct HeatRoute: Sendable, Equatable {
    /// The run's id.
    public var runID: Int64
    /// Its lines, each at least two points.
    public var lines: [[RoutePoint]]

    /// Creates a route.
    public init(runID: Int64, lines: [[RoutePoint]]) {
        self.runID = runID
        self.lines = lines
    }

    /// The middle of its extent, or `nil` without points.
    public var centre: RoutePoint? {
        MapProjection(around: lines).map { RoutePoint(latitude: $0.originLatitude, longitude: $0.originLongitude) }
    }
}
