import LogbookStore

/// A route a run is on or a segment it has an effort on, as the run's report page lists it.
public enum RunCourse: Sendable, Equatable {
    /// The run is on `route`; `run` is its row there (its time, whether it is the best).
    case route(RouteSummary, run: RouteRun)
    /// The run has `effort` on `segment`, at place `rank` of its leaderboard (from 1).
    case segment(SegmentLeaderboard, effort: SegmentEffortRow, rank: Int)

    /// Everything the run page draws of it, as text: a part of the page's fingerprint, so
    /// that a route renamed or a best beaten draws the page again.
    public var fingerprintText: String {
        switch self {
        case .route(let route, let run):
            return "route \(route.id) \(route.name) \(route.runs.count) \(run.time?.bitPattern ?? 0) \(run.isBest)"
        case .segment(let board, let effort, let rank):
            return "segment \(board.segment.id) \(board.segment.name) \(board.efforts.count) \(effort.elapsed.bitPattern) \(rank)"
        }
    }
}
