/// A positioned sample of a run as segments and comparisons read it: when (seconds since
/// the run's start), where, how far along the run (metres), and in which recording segment.
public struct TimedPosition: Sendable, Equatable {
    /// Seconds since the run's start.
    public var offset: Double
    /// Where.
    public var point: CoursePoint
    /// The run's cumulative distance, metres.
    public var distance: Double
    /// The 0-based recording segment (`Sample.segment`): the jump filter starts afresh in each.
    public var segment: Int64

    /// A sample from its parts.
    public init(offset: Double, point: CoursePoint, distance: Double, segment: Int64 = 0) {
        self.offset = offset
        self.point = point
        self.distance = distance
        self.segment = segment
    }
}
