/// One effort on a segment by a live run, as `SegmentBook.efforts` reads it.
public struct SegmentEffortRow: Sendable, Equatable {
    /// The run.
    public var runID: Int64
    /// The run's start, UTC seconds.
    public var runStartUTC: Int64
    /// The run's UTC offset, seconds.
    public var utcOffset: Int
    /// Seconds since the run's start at the start gate.
    public var startOffset: Double
    /// Seconds from gate to gate.
    public var elapsed: Double
}
