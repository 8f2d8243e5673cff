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
}

extension ActivitySummary {
    /// A summary with every total unknown: what a reader states when its file gives none.
    public static let unknown = ActivitySummary()
}
