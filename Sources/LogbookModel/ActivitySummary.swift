/// Totals that a file states for a whole activity (a CSV row, a TCX lap sum), used
/// when the activity has no points to compute them from, or no positions.
public struct ActivitySummary: Sendable, Equatable {
    /// Total distance in metres.
    public var distance: Double?
    /// Elapsed time in seconds.
    public var elapsed: Double?
    /// Moving time in seconds.
    public var moving: Double?
    /// Average heart rate in bpm.
    public var averageHeartRate: Double?
    /// Maximum heart rate in bpm.
    public var maxHeartRate: Double?
    /// Average cadence in steps per minute.
    public var averageCadence: Double?
    /// Elevation gain in metres.
    public var elevationGain: Double?
    /// The device's own timer in seconds when it ran through time that `moving` leaves out
    /// (a pool swim's session timer, rests at the wall included); `nil` when it is `moving`.
    public var timer: Double?

    /// Creates a value from each of its parts.
    public init(distance: Double? = nil, elapsed: Double? = nil, moving: Double? = nil, averageHeartRate: Double? = nil, maxHeartRate: Double? = nil, averageCadence: Double? = nil, elevationGain: Double? = nil, timer: Double? = nil) {
        self.distance = distance
        self.elapsed = elapsed
        self.moving = moving
        self.averageHeartRate = averageHeartRate
        self.maxHeartRate = maxHeartRate
        self.averageCadence = averageCadence
        self.elevationGain = elevationGain
        self.timer = timer
    }
}

extension ActivitySummary {
    /// A summary with every total unknown: what a reader states when its file gives none.
    public static let unknown = ActivitySummary()
}
