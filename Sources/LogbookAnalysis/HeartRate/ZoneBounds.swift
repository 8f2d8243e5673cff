/// The lower bounds in bpm of the five heart-rate zones; below the first is "below zone 1".
///
/// By default they are 50, 60, 70, 80 and 90 % of the maximum heart rate; `heartRateReserve`
/// puts them at those fractions of the reserve above the resting rate (Karvonen); `explicit`
/// takes five bpm values. A reading equal to a bound belongs to the zone it starts.
public struct ZoneBounds: Sendable, Equatable {
    /// The five lower bounds, strictly increasing, finite.
    public let lower: [Double]

    /// The default fractions: 50, 60, 70, 80, 90 %.
    public static let defaultFractions = [0.5, 0.6, 0.7, 0.8, 0.9]

    /// The number of zones counted, below zone 1 included.
    public static let count = 6

    /// Bounds at five bpm values, or `nil` unless there are five, finite and strictly increasing.
    public init?(explicit bounds: [Double]) {
        guard bounds.count == 5, bounds.allSatisfy(\.isFinite), zip(bounds, bounds.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return nil
        }
        lower = bounds
    }

    /// Bounds at `fractions` of the maximum heart rate `max`, or `nil` when `max` is not a
    /// positive finite number.
    public static func percentOfMax(_ max: Double, fractions: [Double] = defaultFractions) -> ZoneBounds? {
        guard max.isFinite, max > 0 else { return nil }
        return ZoneBounds(explicit: fractions.map { $0 * max })
    }

    /// Bounds at `fractions` of the heart-rate reserve: `rest + f * (max - rest)`, or `nil`
    /// unless `rest` lies below `max`, both finite.
    public static func heartRateReserve(max: Double, rest: Double, fractions: [Double] = defaultFractions) -> ZoneBounds? {
        guard max.isFinite, rest.isFinite, rest >= 0, rest < max else { return nil }
        return ZoneBounds(explicit: fractions.map { rest + $0 * (max - rest) })
    }

    /// The zone of `bpm`: 0 below zone 1, else 1...5.
    public func zone(of bpm: Double) -> Int {
        lower.reduce(0) { bpm >= $1 ? $0 + 1 : $0 }
    }
}
