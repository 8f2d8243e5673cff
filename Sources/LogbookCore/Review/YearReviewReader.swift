import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Reads a `YearReview` from a logbook: the runs of a sport (every year, so that the tiles
/// and the Eddington number before the year are known) and their tiles.
public struct YearReviewReader: LogbookUseCase {
    /// The connection read.
    let database: Database

    /// The use case over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// The review of `year` for `sport` (nil: every sport), weeks starting on `weekStart`;
    /// its records are of `sport` (nil: running), their paces judged with `thresholds`.
    public func review(
        year: Int64, sport: String?, weekStart: WeekStart, thresholds: PaceThresholds = .standard
    ) throws -> YearReview {
        try reviews(years: [year], sport: sport, weekStart: weekStart, thresholds: thresholds)[0]
    }

    /// The review of each of `years`, in their order, as `review(year:)` gives it: the runs,
    /// tiles, record progressions, gear and routes read once for all of them (a report
    /// reviews every year it covers); `tiles`, when given, is `ExplorerTiles`' summary of
    /// `sport`'s runs already read.
    public func reviews(
        years: [Int64], sport: String?, weekStart: WeekStart, thresholds: PaceThresholds = .standard, tiles known: TileSummary? = nil
    ) throws -> [YearReview] {
        let filter = RunFilter(sport: sport)
        let runs = try RunQueries(database: database).runs(
            matching: filter, columns: [.id, .startUTC, .utcOffset, .distance, .moving, .pace, .paceStatus, .doubt, .believed])
        let tiles = try known ?? ExplorerTiles(database: database).summary(matching: filter)
        let records = RecordFilter(sport: sport ?? RecordSport.running)
        let progressions = try RecordDistance.standard.map {
            try RecordsReport.progression(from: database, distance: $0, filter: records, thresholds: thresholds)
        }
        let gear = try GearBook(database: database).all()
        let routes = try RouteBoard(database: database).routes()
        return years.map { year in
            var review = YearReview(year: year, runs: runs, tiles: tiles, weekStart: weekStart)
            review.records = YearReview.recordsSet(in: year, progressions: progressions)
            review.gearRetired = YearReview.retired(in: year, gear: gear)
            review.mostRunRoute = YearReview.mostRun(in: year, routes: routes)
            return review
        }
    }
}
