import LogbookModel

/// A run just imported that is the fastest yet on a route or a segment (`RouteBoard.newBests`).
public struct NewBest: Sendable, Equatable {
    /// The route's or segment's name.
    public var place: String
    /// The new best time, seconds (a route's moving time, a segment's gate-to-gate time).
    public var time: Double
    /// The best before, seconds.
    public var previousTime: Double
    /// The local day of the run that held the best before.
    public var previousDay: LocalDate
}
