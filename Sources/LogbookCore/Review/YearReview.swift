import LogbookModel

/// `logbook review YEAR`: the year's totals against the year before, its longest and fastest
/// runs, its busiest month and week, the tiles it gained and the max square at its end, the
/// Eddington number gained and its longest streak of days, all on the runner's local days,
/// leaving out the runs that cannot be true (as `stats` does).
public struct YearReview: Sendable, Equatable {
    /// The year.
    public var year: Int64
    /// Its totals.
    public var totals = YearTotals()
    /// The year before's totals.
    public var before = YearTotals()
    /// Its longest run.
    public var longest: ReviewedRun?
    /// Its fastest run of at least `fastestMinimumMetres` (moving pace).
    public var fastest: ReviewedRun?
    /// Its month with the most distance (1-12) and that distance in metres.
    public var busiestMonth: (month: Int, metres: Double)?
    /// Its week with the most distance (by its first day) and that distance in metres.
    public var busiestWeek: (firstDay: LocalDate, metres: Double)?
    /// Tiles (zoom 14) first visited by its runs.
    public var tilesGained = 0
    /// The max square (zoom 14) of every tile visited by the year's end.
    public var maxSquare = 0
    /// The Eddington number (km) at the end of the year before and of this year.
    public var eddington: (before: Int, after: Int) = (0, 0)
    /// Its longest streak of days with a run.
    public var longestStreak: Streak?
    /// The personal records it set, one per distance (`recordsSet`).
    public var records: [YearRecord] = []
    /// The gear retired in it.
    public var gearRetired: [String] = []
    /// The route it ran most, when one was run at least twice.
    public var mostRunRoute: ReviewedRoute?

    /// The shortest run that may be the year's fastest: 1 km, so that a few metres at a
    /// sprint are not its fastest run.
    public static let fastestMinimumMetres = 1000.0

    /// Equal when every figure is.
    public static func == (lhs: YearReview, rhs: YearReview) -> Bool {
        lhs.year == rhs.year && lhs.totals == rhs.totals && lhs.before == rhs.before && lhs.longest == rhs.longest
            && lhs.fastest == rhs.fastest && lhs.busiestMonth?.month == rhs.busiestMonth?.month
            && lhs.busiestWeek?.firstDay == rhs.busiestWeek?.firstDay && lhs.tilesGained == rhs.tilesGained
            && lhs.maxSquare == rhs.maxSquare && lhs.eddington == rhs.eddington && lhs.longestStreak == rhs.longestStreak
            && lhs.records == rhs.records && lhs.gearRetired == rhs.gearRetired && lhs.mostRunRoute == rhs.mostRunRoute
    }

    /// The review of `year` from `runs` (every run of the sport, any year, in start order)
    /// and `tiles` (their tile summary, same runs), weeks starting on `weekStart`.
    public init(year: Int64, runs: [Run], tiles: TileSummary, weekStart: WeekStart) {
        self.year = year
        var days: [LocalDate: Double] = [:]
        var months: [Int: Double] = [:]
        var weeks: [LocalDate: Double] = [:]
        var dates: [Int64: LocalDate] = [:]
        for run in runs where run.leftOutAs == nil {
            let date = LocalDate(utc: run.startUTC, offset: run.utcOffset)
            if let id = run.id { dates[id] = date }
            let metres = run.distance.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
            let moving = run.moving.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
            guard date.year <= year else { continue }
            days[date, default: 0] += metres
            guard date.year >= year - 1 else { continue }
            if date.year == year - 1 {
                before.runs += 1
                before.metres += metres
                before.movingSeconds += moving
                continue
            }
            totals.runs += 1
            totals.metres += metres
            totals.movingSeconds += moving
            months[date.month, default: 0] += metres
            weeks[weekStart.firstDay(ofWeekHolding: date), default: 0] += metres
            guard let id = run.id else { continue }
            // The pace a runner is shown (`Pace.trusted`, the one judgement): one not counted
            // (too fast to be true, too slow) is no year's fastest.
            let pace = run.pace.trusted ?? .infinity
            let reviewed = ReviewedRun(id: id, date: date, metres: metres, secondsPerKm: pace)
            if metres > (longest?.metres ?? 0) { longest = reviewed }
            if metres >= Self.fastestMinimumMetres, pace.isFinite, pace < (fastest?.secondsPerKm ?? .infinity) { fastest = reviewed }
        }
        busiestMonth = months.max { ($0.value, -$0.key) < ($1.value, -$1.key) }.map { ($0.key, $0.value) }
        busiestWeek = weeks.max { ($0.value, -$0.key.daysSince1970) < ($1.value, -$1.key.daysSince1970) }.map { ($0.key, $0.value) }
        var visited = Set<Tile>()
        for (tile, runID) in tiles.firstVisits {
            guard let date = dates[runID], date.year <= year else { continue }
            visited.insert(tile)
            if date.year == year { tilesGained += 1 }
        }
        maxSquare = TileCoverage.maxSquare(visited)
        let earlier = days.filter { $0.key.year < year }.map { $0.value / 1000 }
        eddington = (EddingtonNumber(daily: earlier).value, EddingtonNumber(daily: days.values.map { $0 / 1000 }).value)
        let yearDays = Set(days.keys.filter { $0.year == year })
        longestStreak = Streak.find(yearDays, step: 1, current: LocalDate(daysSince1970: 0)).longest
    }
}
