/// The limits within which a pace is believed: `--min-distance`, `--min-pace`, `--max-pace`.
public struct PaceThresholds: Sendable, Equatable {
    /// The shortest distance, in metres, for which a pace is computed (default 50 m).
    public var minDistance: Double
    /// The fastest believable pace in seconds per km (default 120 s = 2:00 min/km).
    public var minPace: Double
    /// The slowest pace still counted, in seconds per km (default 1800 s = 30:00 min/km).
    public var maxPace: Double

    /// The defaults: 50 m, 2:00 min/km, 30:00 min/km.
    public static let standard = PaceThresholds(minDistance: 50, minPace: 120, maxPace: 1800)

    /// The paces, in seconds per km, the schema can store (its CHECK: 1 s to 1,000,000 s):
    /// a threshold outside them would let a run through that its row then refuses.
    public static let storablePaces: ClosedRange<Double> = 1...1_000_000

    /// Creates thresholds.
    public init(minDistance: Double, minPace: Double, maxPace: Double) {
        self.minDistance = minDistance
        self.minPace = minPace
        self.maxPace = maxPace
    }
}
