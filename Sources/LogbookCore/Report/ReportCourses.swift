import LogbookSQLite

/// The routes and segments of a report: each route with a run among the report's runs (as
/// `routes ID` shows it, all its runs), each segment with an effort among them (as `segment
/// show` shows it), and which runs have pages to link.
public struct ReportCourses: Sendable, Equatable {
    /// The routes, by id.
    public var routes: [RouteSummary]
    /// The segments' leaderboards, by name.
    public var segments: [SegmentLeaderboard]
    /// The runs of the report: those whose page a route or segment page links.
    public var pagedRuns: Set<Int64>

    /// No routes and no segments.
    public static let none = ReportCourses(routes: [], segments: [], pagedRuns: [])

    /// Creates the courses of a report.
    public init(routes: [RouteSummary], segments: [SegmentLeaderboard], pagedRuns: Set<Int64>) {
        self.routes = routes
        self.segments = segments
        self.pagedRuns = pagedRuns
    }

    /// The courses of `all` routes and `boards` that touch `runs` (the report's run ids).
    public static func of(routes all: [RouteSummary], segments boards: [SegmentLeaderboard], runs: Set<Int64>) -> ReportCourses {
        ReportCourses(
            routes: all.filter { $0.runs.contains { runs.contains($0.row.runID) } },
            segments: boards.filter { $0.efforts.contains { runs.contains($0.runID) } },
            pagedRuns: runs)
    }

    /// Reads every route and segment of the logbook open on `database`, kept to `runs`.
    static func read(from database: Database, runs: Set<Int64>) throws -> ReportCourses {
        of(routes: try RouteBoard(database: database).routes(), segments: try SegmentBoard(database: database).list(), runs: runs)
    }

    /// The routes run `runID` is on and its efforts on segments, routes first.
    public func courses(ofRun runID: Int64) -> [RunCourse] {
        courses(ofRuns: [runID])[runID] ?? []
    }

    /// `courses(ofRun:)` of each of the runs `ids` (every run on a course when `nil`) that is
    /// on one, by run id, found in one pass over the routes' runs and the segments' efforts
    /// (a report asked it run by run, each a pass over them all): each route once (its first
    /// row of the run), then each effort with its place on the leaderboard.
    public func courses(ofRuns ids: Set<Int64>? = nil) -> [Int64: [RunCourse]] {
        var found: [Int64: [RunCourse]] = [:]
        for route in routes {
            var seen: Set<Int64> = []
            for run in route.runs where ids?.contains(run.row.runID) ?? true && seen.insert(run.row.runID).inserted {
                found[run.row.runID, default: []].append(.route(route, run: run))
            }
        }
        for board in segments {
            for (index, effort) in board.efforts.enumerated() where ids?.contains(effort.runID) ?? true {
                found[effort.runID, default: []].append(.segment(board, effort: effort, rank: index + 1))
            }
        }
        return found
    }
}
