import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// The routes use case: every route with its runs, one route, a rename, a comparison of
/// two runs of one route.
public struct RouteBoard: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// The use case over an open, migrated logbook.
    public init(database: Database) {
        self.database = database
    }

    /// Every route that has a live run, by id.
    public func routes() throws -> [RouteSummary] {
        var byRoute: [Int64: [RouteRunRow]] = [:]
        var order: [Int64] = []
        for row in try RouteQueries(database: database).runs() {
            if byRoute[row.routeID] == nil { order.append(row.routeID) }
            byRoute[row.routeID, default: []].append(row)
        }
        return order.compactMap { byRoute[$0].flatMap(RouteSummary.init(rows:)) }
    }

    /// Route `id`; throws `RouteError.routeNotFound` when there is none with a live run.
    public func route(_ id: Int64) throws -> RouteSummary {
        guard let summary = RouteSummary(rows: try RouteQueries(database: database).runs(ofRoute: id)) else {
            throw RouteError.routeNotFound(id: id)
        }
        return summary
    }

    /// Names route `id` `name` and returns it renamed.
    @discardableResult
    public func rename(_ id: Int64, to name: String) throws -> RouteSummary {
        try database.inTransaction { try RouteQueries(database: database).rename(id, to: name) }
        return try route(id)
    }

    /// Finds every route again from scratch; returns how many there are.
    @discardableResult
    public func refind() throws -> Int {
        try database.inTransaction { try RouteBook(database: database).refind() }
    }

    /// Runs `first` and `second` side by side: both must be live and on one route.
    public func compare(_ first: Int64, _ second: Int64) throws -> RunComparison {
        let queries = RouteQueries(database: database)
        for id in [first, second] where !(try QuarantineTables(database: database).liveRunExists(id)) {
            throw try QuarantineTables(database: database).contains(id)
                ? RunLookupError.runQuarantined(id: id) : RunLookupError.runNotFound(id: id)
        }
        let firstRoute = try queries.route(ofRun: first)
        let secondRoute = try queries.route(ofRun: second)
        guard let routeID = firstRoute, firstRoute == secondRoute else {
            throw RouteError.notOnOneRoute(first: first, second: second, firstRoute: firstRoute, secondRoute: secondRoute)
        }
        let book = RouteBook(database: database)
        func clock(_ id: Int64) throws -> DistanceClock {
            DistanceClock(samples: try book.positions(ofRun: id).map { ($0.distance, $0.offset) })
        }
        let route = try self.route(routeID)
        return RunComparison(
            route: route, first: route.runs.first { $0.row.runID == first }, second: route.runs.first { $0.row.runID == second },
            gaps: RunGaps(first: try clock(first), second: try clock(second)))
    }
}

extension RouteBoard {
    /// The routes and segments on which one of `runIDs` (the runs an import just stored) is
    /// now the best, beating a best held by another run: routes first, by id, then segments
    /// by name. A first run on a route or segment is no new best.
    public func newBests(among runIDs: Set<Int64>) throws -> [NewBest] {
        guard !runIDs.isEmpty else { return [] }
        var found: [NewBest] = []
        for route in try routes() where route.runs.contains(where: { runIDs.contains($0.row.runID) }) {
            guard let best = route.best, runIDs.contains(best.row.runID), let time = best.time else { continue }
            let earlier = route.runs.filter { !runIDs.contains($0.row.runID) && !$0.row.isDoubted && $0.time != nil }
            guard let previous = earlier.min(by: { ($0.time ?? 0) < ($1.time ?? 0) }), let previousTime = previous.time else { continue }
            found.append(NewBest(
                place: route.name, time: time, previousTime: previousTime,
                previousDay: LocalDate(utc: previous.row.startUTC, offset: previous.row.utcOffset)))
        }
        for board in try SegmentBoard(database: database).list() {
            guard let best = board.best, runIDs.contains(best.runID),
                  let previous = board.efforts.first(where: { !runIDs.contains($0.runID) })
            else { continue }
            found.append(NewBest(
                place: board.segment.name, time: best.elapsed, previousTime: previous.elapsed,
                previousDay: LocalDate(utc: previous.runStartUTC, offset: previous.utcOffset)))
        }
        return found
    }
}
