import LogbookModel

/// What explanations read of one stored run: the run row (its rulings included) and, when
/// they were read, what is stored beside it (splits, best efforts, heart-rate summary and
/// the load computed from it). `nil` for a part not read: a quarantined run has none.
public struct ExplainedRun: Sendable {
    /// The run as stored.
    public var run: Run
    /// Its splits, in order.
    public var splits: [Split]?
    /// Its best efforts as stored, judged for its sport.
    public var efforts: [BestEffort]?
    /// Its heart-rate summary (`run_heart_rates`).
    public var heartRates: HeartRateSummary?
    /// Its zones and TRIMP with the settings they used, computed on read from the summary.
    public var load: RunLoad?
    /// The files it came from, in import order.
    public var sources: [RunSource]?

    /// Wraps a run and what was read beside it.
    public init(
        run: Run, splits: [Split]? = nil, efforts: [BestEffort]? = nil, heartRates: HeartRateSummary? = nil, load: RunLoad? = nil,
        sources: [RunSource]? = nil
    ) {
        self.run = run
        self.splits = splits
        self.efforts = efforts
        self.heartRates = heartRates
        self.load = load
        self.sources = sources
    }
}
