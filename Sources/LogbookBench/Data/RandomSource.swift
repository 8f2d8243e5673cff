import Foundation

/// A small deterministic pseudo-random generator (SplitMix64), so that the same seed
/// always gives byte-identical benchmark files whatever the Swift version.
struct RandomSource {
    private var state: UInt64
    private var spareGaussian: Double?

    /// Creates a stream for one purpose of one item: (seed, index, stream) always give
    /// the same numbers, and different triples give unrelated ones.
    init(seed: UInt64, index: UInt64, stream: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ index &* 0xBF58_476D_1CE4_E5B9 ^ stream &* 0x94D0_49BB_1331_11EB
        for _ in 0..<4 { _ = next() }
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform number in [low, high).
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
        low + (high - low) * unit()
    }

    /// A uniform integer in `range`.
    mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A normally distributed number (Box-Muller).
    mutating func gaussian(_ mean: Double, _ deviation: Double) -> Double {
        if let spare = spareGaussian {
            spareGaussian = nil
            return mean + deviation * spare
        }
        let u1 = max(unit(), 0x1p-60)
        let u2 = unit()
        let radius = (-2 * log(u1)).squareRoot()
        spareGaussian = radius * sin(2 * Double.pi * u2)
        return mean + deviation * radius * cos(2 * Double.pi * u2)
    }
}
