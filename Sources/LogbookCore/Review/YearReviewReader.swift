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
        let filter = RunFilter(sport: sport)
        let runs = try RunQueries(database: database).runs(
            matching: filter, columns: [.id, .startUTC, .utcOffset, .distance, .moving, .doubt, .believed])
        let tiles = try ExplorerTiles(database: database).summary(matching: filter)
        var review = YearReview(year: year, runs: runs, tiles: tiles, weekStart: weekStart)
        let records = RecordFilter(sport: sport ?? RecordSport.running)
        let progressions = try RecordDistance.standard.map {
            try RecordsReport.progression(from: database, distance: $0, filter: records, thresholds: thresholds)
        }
        review.records = YearReview.recordsSet(in: year, progressions: progressions)
        review.gearRetired = YearReview.retired(in: year, gear: try GearBook(database: database).all())
        review.mostRunRoute = YearReview.mostRun(in: year, routes: try RouteBoard(database: database).routes())
        return review
    }
}
