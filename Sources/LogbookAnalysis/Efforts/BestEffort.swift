/// The fastest window of one run's samples covering a distance.
public struct BestEffort: Sendable, Equatable {
    /// The distance covered, in metres (exactly: the window's end is interpolated).
    public var distance: Double
    /// How long it took, in seconds.
    public var time: Double
    /// Where in the run it starts: the cumulative distance of its first sample, metres.
    public var startsAt: Double
    /// When in the run it starts: seconds since the run's start.
    public var startOffset: Double
    /// Whether it may be a record.
    public var status: EffortStatus
    /// True when the distance came from the device's per-record distance (foot pod,
    /// treadmill) rather than from positions.
    public var fromDevice: Bool

    /// Creates an effort.
    public init(distance: Double, time: Double, startsAt: Double, startOffset: Double, status: EffortStatus = .ok, fromDevice: Bool = false) {
        self.distance = distance
        self.time = time
        self.startsAt = startsAt
        self.startOffset = startOffset
        self.status = status
        self.fromDevice = fromDevice
    }

    /// Its pace in seconds per km.
    public var secondsPerKm: Double { time / distance * 1000 }
}
