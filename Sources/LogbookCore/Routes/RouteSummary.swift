import LogbookStore

/// One route with its runs and their times (`RouteBoard`): what `logbook routes` shows.
///
/// A route's time for a run is the run's moving time, so a stop at a crossing is no slower
/// run; the best is the fastest run that can be true (a doubted run is never a best).
public struct RouteSummary: Sendable, Equatable {
    /// The route's id.
    public var id: Int64
    /// Its name: the runner's, else the most common name of its runs (the latest run's among
    /// equals), else `Route ID`.
    public var name: String
    /// True when the runner named it.
    public var isNamed: Bool
    /// Its length as first run, metres.
    public var distance: Double
    /// The route run the other way round, if known.
    public var reverseOf: Int64?
    /// Its runs, oldest first.
    public var runs: [RouteRun]

    /// The best run.
    public var best: RouteRun? { runs.first(where: \.isBest) }

    /// The median of the runs' times, seconds (the mean of the middle two for an even count).
    public var median: Double? {
        let times = runs.compactMap(\.time).sorted()
        guard !times.isEmpty else { return nil }
        let middle = times.count / 2
        return times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
    }

    /// The latest run.
    public var latest: RouteRun? { runs.last }

    /// The trend: the latest run's time less the median, seconds (negative: faster than usual);
    /// `nil` for a route run once.
    public var trend: Double? {
        guard runs.count >= 2, let latest = latest?.time, let median else { return nil }
        return latest - median
    }

    /// The summary of a route's stored runs (`rows`, all of one route, oldest first).
    init?(rows: [RouteRunRow]) {
        guard let first = rows.first else { return nil }
        id = first.routeID
        distance = first.routeLength
        reverseOf = first.reverseOf
        let fastest = rows.filter { !$0.isDoubted && $0.moving != nil }.min { ($0.moving ?? 0) < ($1.moving ?? 0) }
        runs = rows.map { RouteRun(row: $0, isBest: $0.runID == fastest?.runID) }
        isNamed = first.routeName != nil
        name = first.routeName ?? Self.commonName(rows) ?? "Route \(first.routeID)"
    }

    /// The most common run name among `rows`, the latest among equals.
    static func commonName(_ rows: [RouteRunRow]) -> String? {
        var counts: [String: Int] = [:]
        for row in rows { if let name = row.runName, !name.isEmpty { counts[name, default: 0] += 1 } }
        return rows.reversed().compactMap(\.runName).max { (counts[$0] ?? 0) < (counts[$1] ?? 0) }
    }
}
