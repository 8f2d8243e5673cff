/// How one run's track stands to another's (`RouteComparison.relation`).
public enum RouteRelation: String, Sendable, Equatable {
    /// The same course, the same way round.
    case same
    /// The same course the other way round.
    case reverse
    /// Another course.
    case different
}
