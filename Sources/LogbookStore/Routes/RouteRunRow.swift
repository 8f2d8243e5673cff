/// One live run on a route, as `RouteQueries.runs` reads it.
public struct RouteRunRow: Sendable, Equatable {
    /// The route.
    public var routeID: Int64
    /// The runner's name for the route, if they gave one.
    public var routeName: String?
    /// The route's length, metres.
    public var routeLength: Double
    /// The route run the other way round, if known.
    public var reverseOf: Int64?
    /// The run.
    public var runID: Int64
    /// Its start, UTC seconds.
    public var startUTC: Int64
    /// Its UTC offset, seconds.
    public var utcOffset: Int
    /// Its name.
    public var runName: String?
    /// Its distance, metres.
    public var distance: Double?
    /// Its moving time, seconds.
    public var moving: Double?
    /// Its average heart rate.
    public var averageHeartRate: Double?
    /// True when the run cannot be true (a doubt the runner did not overrule): it is never a best.
    public var isDoubted: Bool
}
