import LogbookModel
import LogbookSQLite

/// What the report shows beside its calendar of the runner's milestones, over every date of
/// the report's sport (as `tiles`, `eddington` and `streaks` count them with `--sport`): the
/// explorer tiles at zoom 14 with the max square's place, the Eddington number (km) with
/// each day's distance for its chart, the current and longest streaks of days, and the year
/// in review of each year the report covers (as `review YEAR` gives it).
public struct ReportMilestones: Sendable {
    /// The tiles at zoom 14 (`logbook tiles`).
    public var tiles: TileSummary
    /// The max square: its north-west tile and side; nil without tiles.
    public var square: (northWest: Tile, side: Int)?
    /// Each local day's distance in km, the day's runs summed (`logbook eddington`'s days).
    public var dailyKilometres: [Double]
    /// The Eddington number in km.
    public var eddington: EddingtonNumber
    /// The longest and current streaks of days with a run (`logbook streaks`).
    public var streaks: (longest: Streak?, current: Streak?)
    /// The year in review of each year the report covers, newest first.
    public var reviews: [YearReview]

    /// Nothing: no tiles, no days, no reviews.
    public static let none = ReportMilestones(
        tiles: TileSummary(zoom: TileScheme.defaultZoom, runs: []), square: nil, dailyKilometres: [], eddington: EddingtonNumber(daily: []),
        streaks: (nil, nil), reviews: [])

    /// Reads the milestones of `sport`'s runs (nil: every sport) from `database`, the
    /// current streak as of `today`, the reviews of `years`.
    static func read(from database: Database, sport: String?, today: LocalDate, years: [Int64]) throws -> ReportMilestones {
        let filter = RunFilter(sport: sport)
        let tiles = try ExplorerTiles(database: database).summary(matching: filter)
        let days = try RunDays(database: database).days(matching: filter)
        let daily = days.values.map { DistanceUnit.km.distance(metres: $0.metres) }
        return ReportMilestones(
            tiles: tiles, square: TileCoverage.largestSquare(tiles.tiles), dailyKilometres: daily, eddington: EddingtonNumber(daily: daily),
            streaks: Streak.find(Set(days.keys), step: 1, current: today),
            reviews: try YearReviewReader(database: database).reviews(years: years.sorted(by: >), sport: sport, weekStart: .monday, tiles: tiles))
    }

    /// For the Eddington chart: how many days reached at least each whole distance from 1 km
    /// to `through` km (the first count is of days of at least 1 km).
    public static func daysReaching(_ daily: [Double], through: Int) -> [Int] {
        guard through >= 1 else { return [] }
        let sorted = daily.filter(\.isFinite).sorted(by: >)
        return (1...through).map { n in sorted.prefix { $0 >= Double(n) }.count }
    }

    /// The distance the Eddington chart runs to: 10 km beyond E (where the bars fall away
    /// from the line), at most 200 km.
    public static func chartReach(eddington: Int) -> Int {
        min(200, max(0, eddington) + 10)
    }
}
