/// Sums climbing from a stream of noisy elevations with a hysteresis threshold.
///
/// The counter keeps a reference level, starting at the first elevation. An elevation at
/// least `threshold` metres above the reference adds the difference to the gain and becomes
/// the new reference; one at least `threshold` below becomes the new reference and adds
/// nothing; anything in between is noise and changes nothing. With the default 3 m, noise of
/// ±1 m on flat ground adds 0 m and a steady 100 m climb adds between 97 and 100 m (the last
/// climb shorter than the threshold is not counted). No averaging: the values are used as read.
public struct ElevationGainCounter: Sendable, Equatable {
    /// The hysteresis in metres (default 3 m).
    public var threshold: Double
    /// The gain in metres so far.
    public private(set) var gain: Double = 0
    /// True once any usable elevation was seen.
    public var hasElevation: Bool { reference != nil }
    private var reference: Double?

    /// Creates a counter with a threshold in metres.
    public init(threshold: Double = 3) {
        self.threshold = threshold
    }

    /// Feeds one elevation (non-finite values are ignored) and returns the gain it added.
    @discardableResult
    public mutating func add(_ elevation: Double) -> Double {
        guard elevation.isFinite else { return 0 }
        guard let level = reference else {
            reference = elevation
            return 0
        }
        if elevation >= level + threshold {
            let added = elevation - level
            gain += added
            reference = elevation
            return added
        }
        if elevation <= level - threshold {
            reference = elevation
        }
        return 0
    }

    /// The smoothed gain of a whole series of elevations.
    public static func gain(of elevations: [Double], threshold: Double = 3) -> Double {
        var counter = ElevationGainCounter(threshold: threshold)
        for elevation in elevations { counter.add(elevation) }
        return counter.gain
    }
}
