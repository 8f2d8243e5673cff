import LogbookModel

/// What a report's index page shows, read at one moment: the runs per local day, the weekly,
/// monthly and yearly numbers and the records exactly as `stats` and `records` compute them
/// by default over the same runs, and the heat map's routes.
public struct ReportIndex: Sendable {
    /// The runs the report covers, oldest first.
    public var runs: [DayRun]
    /// The local years that hold them, oldest first: one calendar each.
    public var years: [Int64]
    /// `stats --weekly` (ISO weeks from Monday), over the report's runs.
    public var weekly: StatsReport
    /// `stats --monthly`, over the report's runs.
    public var monthly: StatsReport
    /// `stats --yearly`, over the report's runs.
    public var yearly: StatsReport
    /// `records` over the report's dates, of `recordSport`.
    public var records: RecordsReport
    /// The sport the records are of (running unless the report is of one other sport).
    public var recordSport: String
    /// The heat map: routes grouped by area.
    public var heatmap: [HeatmapArea]
    /// How many route points privacy zones cut out, over every run.
    public var hiddenPoints: Int
    /// The privacy zones applied.
    public var zones: [PrivacyZone]
    /// What `logbook clean` (by default) flags among the report's runs, in its order.
    public var flagged: [CleanupFinding]
    /// Fitness, weekly strain and zones (`ReportTraining.none` without a load).
    public var training: ReportTraining
    /// Each pair of gear used on the report's runs, with that use and its whole life's.
    public var gear: [ReportGearUse]
    /// The report's runs as its list of runs shows them, newest first.
    public var list: [ReportListRun]
    /// True when the runner has set a maximum heart rate (`logbook profile set --max-hr`).
    public var maxHeartRateSet: Bool
    /// The tile server drawn under the heat map (`report --basemap`), if any.
    public var basemap: Basemap?
    /// The routes and segments of the report's runs, each drawn as a page of its own.
    public var courses: ReportCourses = .none
    /// Tiles, Eddington, streaks and each year in review, over the report's sport.
    public var milestones: ReportMilestones = .none

    /// Creates an index.
    public init(
        runs: [DayRun], years: [Int64], weekly: StatsReport, monthly: StatsReport, yearly: StatsReport,
        records: RecordsReport, recordSport: String, heatmap: [HeatmapArea], hiddenPoints: Int, zones: [PrivacyZone],
        flagged: [CleanupFinding] = [], training: ReportTraining = .none, gear: [ReportGearUse] = [],
        list: [ReportListRun] = [], maxHeartRateSet: Bool = false
    ) {
        self.runs = runs
        self.years = years
        self.weekly = weekly
        self.monthly = monthly
        self.yearly = yearly
        self.records = records
        self.recordSport = recordSport
        self.heatmap = heatmap
        self.hiddenPoints = hiddenPoints
        self.zones = zones
        self.flagged = flagged
        self.training = training
        self.gear = gear
        self.list = list
        self.maxHeartRateSet = maxHeartRateSet
    }

    /// The cells of each year's calendar, newest year first.
    public var calendars: [(year: Int64, days: [CalendarDay])] {
        years.reversed().map { ($0, YearCalendar.cells(year: $0, runs: runs)) }
    }

    /// The 52 weeks of the weekly bars, up to the week of the last run (none without runs).
    public var recentWeeks: [PeriodStats] {
        guard let last = runs.map(\.localDate).max() else { return [] }
        return WeeklyWindow.weeks(weekly.rows, through: last)
    }
}
