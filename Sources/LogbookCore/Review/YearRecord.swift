import LogbookAnalysis
import LogbookModel

/// A personal record a year set: over `distance`, the fastest effort of the year that was
/// faster than every effort before it (`YearReview.recordsSet`).
public struct YearRecord: Sendable, Equatable {
    /// The record distance.
    public var distance: RecordDistance
    /// The run the effort is in.
    public var runID: Int64
    /// The run's local start date.
    public var date: LocalDate
    /// The effort's time in seconds.
    public var seconds: Double
    /// True when the run's sport was inferred, not stated by its file.
    public var inferredSport: Bool
}
