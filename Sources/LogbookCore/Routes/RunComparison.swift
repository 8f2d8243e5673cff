import LogbookAnalysis

/// Two runs of one route side by side (`RouteBoard.compare`).
public struct RunComparison: Sendable, Equatable {
    /// The route both are on.
    public var route: RouteSummary
    /// The first run.
    public var first: RouteRun?
    /// The second run.
    public var second: RouteRun?
    /// Per kilometre, each run's split and the second's gap behind the first.
    public var gaps: RunGaps
}
