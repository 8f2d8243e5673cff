import LogbookStore

/// One run on a route, as `routes ID` lists it.
public struct RouteRun: Sendable, Equatable {
    /// The run's stored row on the route.
    public var row: RouteRunRow
    /// True for the route's best run.
    public var isBest: Bool

    /// The run's time on the route: its moving time, seconds.
    public var time: Double? { row.moving }

    /// Its pace over the route, seconds per km (its moving time over its distance).
    public var pace: Double? {
        guard let moving = row.moving, let distance = row.distance, distance > 0 else { return nil }
        return moving / distance * 1000
    }
}
