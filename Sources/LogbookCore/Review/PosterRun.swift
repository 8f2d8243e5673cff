import LogbookAnalysis
import LogbookModel

/// One run of a year's poster (`YearPosterReader`): its id, local date and distance, and its
/// route as lines on a flat map in metres around the route's own middle (north up), with
/// the points in the privacy zones cut out; no lines for a run without positions.
public struct PosterRun: Sendable, Equatable {
    /// The run.
    public var id: Int64
    /// Its local start date.
    public var date: LocalDate
    /// Its distance in metres, when known.
    public var metres: Double?
    /// Its route: one line per recording segment, x metres east and y metres north.
    public var lines: [[PlanePoint]]
}
