import LogbookModel

/// One day of the fitness series: the day's load, fatigue (ATL), fitness (CTL) and form (TSB).
public struct DailyFitness: Sendable, Equatable {
    /// The local date.
    public var date: LocalDate
    /// The sum of the TRIMPs of the runs started that day.
    public var load: Double
    /// Acute training load (fatigue) at the end of the day: 7-day exponential average.
    public var atl: Double
    /// Chronic training load (fitness) at the end of the day: 42-day exponential average.
    public var ctl: Double
    /// Training stress balance (form) on the morning of the day: yesterday's CTL - ATL.
    public var tsb: Double
}
