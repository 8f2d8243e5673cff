import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Reads the poster of a year: every run of it (of a sport) that can be true, in start order,
/// each with its route made small (`RouteShape`) and the points in the privacy zones cut out.
public struct YearPosterReader: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// The most points one run's route keeps: a poster cell is a few centimetres wide.
    public static let routePoints = 300
    /// The tolerance its route is simplified at, in metres.
    public static let routeTolerance = 5.0

    /// The use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The runs of `year` for `sport` (nil: every sport), with `zones` cut out of their routes.
    public func poster(year: Int64, sport: String?, zones: [PrivacyZone]) throws -> [PosterRun] {
        guard let begin = LocalDate(year: year, month: 1, day: 1), let end = LocalDate(year: year + 1, month: 1, day: 1) else { return [] }
        return try database.inReadTransaction {
            let queries = RunQueries(database: database)
            let runs = try queries.runs(
                matching: RunFilter(begin: begin, end: end, sport: sport),
                columns: [.id, .startUTC, .utcOffset, .distance, .doubt, .believed])
            return try runs.filter { $0.leftOutAs == nil }.sorted { ($0.startUTC, $0.id ?? 0) < ($1.startUTC, $1.id ?? 0) }
                .compactMap { run in
                    guard let id = run.id else { return nil }
                    var stream = RouteStream(zones: zones)
                    try queries.forEachSampleWindow(runID: id) { stream.add($0.map(ReportReader.sample)) }
                    let cut = stream.lines
                    let route = RouteShape.simplify(cut, tolerance: Self.routeTolerance, maxPoints: Self.routePoints)
                    let lines = MapProjection(around: route).map { projection in route.map { $0.map(projection.project) } } ?? []
                    return PosterRun(id: id, date: LocalDate(utc: run.startUTC, offset: run.utcOffset), metres: run.distance, lines: lines)
                }
        }
    }
}
