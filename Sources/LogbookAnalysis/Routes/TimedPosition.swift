/// A positioned sample of a run as segments and comparisons read it: when (seconds since
/// the run's start), where, and how far along the run (metres).
public struct TimedPosition: Sendable, Equatable {
    /// Seconds since the run's start.
    public var offset: Double
    /// Where.
    public var point: CoursePoint
    /// The run's cumulative distance, metres.
    public var distance: Double

    /// A sample from its parts.
    public init(offset: Double, point: CoursePoint, distance: Double) {
        self.offset = offset
        self.point = point
        self.distance = distance
    }
}
