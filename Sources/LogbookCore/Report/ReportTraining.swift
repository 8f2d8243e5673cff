import LogbookAnalysis
import LogbookModel

/// What the report's index shows of training load: fitness, fatigue and form day by day, the
/// last weeks' load, monotony and strain, and the time in zones of each of the recent weeks.
public struct ReportTraining: Sendable, Equatable {
    /// The days charted: the last `chartedDays` up to the window's end (today, or the day
    /// before the report's `--end`).
    public var days: [DailyFitness]
    /// The ISO weeks of those days, each with its load, monotony and strain.
    public var weeks: [WeeklyStrain]
    /// The time in zones of each week of the weekly bars (the runs the report covers).
    public var weeklyZones: [(period: Period, zones: TimeInZones)]
    /// The runs without a load, and those whose load was estimated from their pace.
    public var withoutLoad: Int, estimated: Int
    /// The sport whose runs the load counts (the report's `--sport`), or `nil` for every sport.
    public var sport: String?

    /// The days the fitness chart covers: a year.
    public static let chartedDays = 365

    /// No load at all.
    public static let none = ReportTraining(days: [], weeks: [], weeklyZones: [], withoutLoad: 0, estimated: 0)

    /// Creates the section's values.
    public init(
        days: [DailyFitness], weeks: [WeeklyStrain], weeklyZones: [(period: Period, zones: TimeInZones)], withoutLoad: Int,
        estimated: Int, sport: String? = nil
    ) {
        self.days = days
        self.weeks = weeks
        self.weeklyZones = weeklyZones
        self.withoutLoad = withoutLoad
        self.estimated = estimated
        self.sport = sport
    }

    /// The section from `report` (over every live run of `sport`, `nil` for every sport), its
    /// zones restricted to the runs `kept` and grouped into `weeks` (the weekly bars' periods).
    public static func make(_ report: TrainingLoadReport, kept: Set<Int64>, weeks: [Period], sport: String? = nil) -> ReportTraining {
        let days = Array(report.days.suffix(chartedDays))
        let zones = PeriodZones.sum(report.runs, kept: kept, periods: weeks)
        return ReportTraining(
            days: days, weeks: WeeklyStrain.weeks(days),
            weeklyZones: weeks.map { ($0, zones[$0] ?? .zero) },
            withoutLoad: report.runs.filter { kept.contains($0.runID) && $0.trimp == nil }.count,
            estimated: report.runs.filter { kept.contains($0.runID) && $0.source == .estimated }.count, sport: sport)
    }

    /// True when some run has a load: the section has something to draw.
    public var hasLoad: Bool { days.contains { $0.load > 0 } }

    /// Two sections are equal when their values are.
    public static func == (a: ReportTraining, b: ReportTraining) -> Bool {
        a.days == b.days && a.weeks == b.weeks && a.withoutLoad == b.withoutLoad && a.estimated == b.estimated && a.sport == b.sport
            && a.weeklyZones.map(\.period) == b.weeklyZones.map(\.period) && a.weeklyZones.map(\.zones) == b.weeklyZones.map(\.zones)
    }
}
