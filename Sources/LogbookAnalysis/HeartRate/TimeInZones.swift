/// Seconds spent in each heart-rate zone: below zone 1 first, then zones 1 to 5.
public struct TimeInZones: Sendable, Equatable {
    /// Six numbers of seconds, below zone 1 first.
    public let seconds: [Double]

    /// Six zeros.
    public static let zero = TimeInZones(seconds: Array(repeating: 0, count: ZoneBounds.count))

    /// Wraps six numbers of seconds.
    package init(seconds: [Double]) {
        self.seconds = seconds
    }

    /// The time of each weighed reading added to its zone.
    public init(_ readings: [WeightedReading], bounds: ZoneBounds) {
        var seconds = TimeInZones.zero.seconds
        for reading in readings where reading.seconds.isFinite && reading.seconds > 0 {
            seconds[bounds.zone(of: reading.bpm)] += reading.seconds
        }
        self.seconds = seconds
    }

    /// The seconds in all zones together, below zone 1 included.
    public var total: Double { seconds.reduce(0, +) }
}
