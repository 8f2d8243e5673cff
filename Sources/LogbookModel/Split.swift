/// One kilometre of a run (the last one may be shorter).
public struct Split: Sendable, Equatable {
    /// 1-based index.
    public var index: Int
    /// Distance in metres: 1000 except for the last, partial split.
    public var distance: Double
    /// Elapsed time in seconds from the split's start boundary to its end boundary.
    public var elapsed: Double
    /// Moving time in seconds within the split.
    public var moving: Double
    /// The guarded pace, judged by the same function as runs.
    public var pace: Pace
    /// Time-weighted average heart rate, if any point had one.
    public var averageHeartRate: Double?
    /// Average cadence in steps per minute, if any point had one.
    public var averageCadence: Double?
    /// Elevation gain in metres within the split.
    public var elevationGain: Double?

    /// Creates a split.
    public init(
        index: Int, distance: Double, elapsed: Double, moving: Double, pace: Pace,
        averageHeartRate: Double?, averageCadence: Double?, elevationGain: Double?
    ) {
        self.index = index
        self.distance = distance
        self.elapsed = elapsed
        self.moving = moving
        self.pace = pace
        self.averageHeartRate = averageHeartRate
        self.averageCadence = averageCadence
        self.elevationGain = elevationGain
    }

    /// How short of its length a split may be and still count as full (float dust), in metres.
    public static let fullTolerance = 0.001

    /// True when the split covers `length` metres to `fullTolerance`: not the last, partial one.
    public func isFull(length: Double = 1000) -> Bool { distance >= length - Self.fullTolerance }
}
