/// One stored point of a run: a track point placed in time and distance from the start.
public struct Sample: Sendable, Equatable, BitwiseCopyable {
    /// Seconds since the run's start.
    public var offset: Double
    /// The point as read (position, elevation, heart rate, cadence; `.nan` = no value).
    public var point: TrackPoint
    /// Cumulative distance in metres from the start, as computed by the run builder.
    public var distance: Double
    /// The 0-based recording segment the point belongs to, in the run's order: a reader
    /// starts a new one after a pause (a GPX `<trkseg>`, a TCX track after a gap, a FIT
    /// timer stop, an Apple Health pause). No distance, moving time or best effort spans
    /// two segments.
    public var segment: Int32 = 0

    /// Creates a value from each of its parts.
    public init(offset: Double, point: TrackPoint, distance: Double, segment: Int32 = 0) {
        self.offset = offset
        self.point = point
        self.distance = distance
        self.segment = segment
    }
}
