/// One stretch of a run's profile: where it ends and its pace, heart rate and elevation.
public struct ProfilePoint: Sendable, Equatable {
    /// Metres from the start to the middle of the stretch.
    public var distance: Double
    /// Seconds per km over the stretch (moving steps only), when it covered enough ground.
    public var pace: Double?
    /// Mean heart rate of its readings in bpm, when any.
    public var heartRate: Double?
    /// Mean elevation of its readings in metres, when any.
    public var elevation: Double?

    /// Creates a point.
    public init(distance: Double, pace: Double?, heartRate: Double?, elevation: Double?) {
        self.distance = distance
        self.pace = pace
        self.heartRate = heartRate
        self.elevation = elevation
    }
}
