import Foundation

/// Banister's training impulse: the load of a run from its heart rate.
///
/// `TRIMP = sum(dt_min * r * k * exp(b * r))` over the weighed readings, with
/// `r = (hr - rest) / (max - rest)` clamped to [0, 1] and `k`, `b` by sex (`AthleteSex`:
/// 0.64 and 1.92 for men, 0.86 and 1.67 for women).
public struct BanisterTRIMP: Sendable, Equatable {
    /// The maximum heart rate in bpm.
    public let max: Double
    /// The resting heart rate in bpm.
    public let rest: Double
    /// Which weighting.
    public let sex: AthleteSex

    /// The TRIMP for these settings, or `nil` unless `rest < max`, both finite and positive.
    public init?(max: Double, rest: Double, sex: AthleteSex = .male) {
        guard max.isFinite, rest.isFinite, rest > 0, rest < max else { return nil }
        self.max = max
        self.rest = rest
        self.sex = sex
    }

    /// The heart-rate reserve fraction of `bpm`, clamped to [0, 1].
    public func reserveFraction(_ bpm: Double) -> Double {
        let r = (bpm - rest) / (max - rest)
        guard r.isFinite else { return 0 }
        return Swift.min(Swift.max(r, 0), 1)
    }

    /// The load of one minute at `bpm`.
    public func perMinute(_ bpm: Double) -> Double {
        let r = reserveFraction(bpm)
        return r * sex.factor * exp(sex.exponent * r)
    }

    /// The load of the weighed readings (finite: each term is at most `k * e^b` per minute).
    public func load(_ readings: [WeightedReading]) -> Double {
        readings.reduce(0) { sum, reading in
            guard reading.seconds.isFinite, reading.seconds > 0 else { return sum }
            return sum + reading.seconds / 60 * perMinute(reading.bpm)
        }
    }
}
