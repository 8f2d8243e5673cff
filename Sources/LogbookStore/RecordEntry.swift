import LogbookAnalysis

/// One run's best effort for a distance, with what a report says about the run.
public struct RecordEntry: Sendable, Equatable {
    /// The run's id.
    public var runID: Int64
    /// The run's start, UTC seconds.
    public var startUTC: Int64
    /// The run's UTC offset at the start, seconds.
    public var utcOffset: Int
    /// True when the run's sport was inferred rather than stated by its file.
    public var inferredSport: Bool
    /// The effort.
    public var effort: BestEffort

    /// Creates an entry.
    public init(runID: Int64, startUTC: Int64, utcOffset: Int, inferredSport: Bool = false, effort: BestEffort) {
        self.runID = runID
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.inferredSport = inferredSport
        self.effort = effort
    }
}
