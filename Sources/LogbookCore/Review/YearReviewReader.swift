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

    /// The review of `year` for `sport` (nil: every sport), weeks starting on `weekStart`.
    public func review(year: Int64, sport: String?, weekStart: WeekStart) throws -> YearReview {
        let filter = RunFilter(sport: sport)
        let runs = try RunQueries(database: database).runs(
            matching: filter, columns: [.id, .startUTC, .utcOffset, .distance, .moving, .doubt, .believed])
        let tiles = try ExplorerTiles(database: database).summary(matching: filter)
        return YearReview(year: year, runs: runs, tiles: tiles, weekStart: weekStart)
    }
}
