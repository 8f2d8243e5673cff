extension Pace {
    /// Judges a pace from a moving time and a distance: the one place a pace is decided.
    ///
    /// The pace is `moving / (distance / 1000)` seconds per km. It is stored as a number
    /// only when it is finite, the distance is at least `thresholds.minDistance`, and
    /// `thresholds.minPace <= pace <= thresholds.maxPace`. Otherwise the status says why,
    /// checked in this order:
    /// 1. moving time `nil`, not finite, zero or negative: `.noTime`;
    /// 2. distance `nil`, not finite, zero or negative: `.noDistance`;
    /// 3. distance below `minDistance`: `.tooShort`;
    /// 4. pace slower than `maxPace` (or not finite): `.tooSlow`;
    /// 5. pace faster than `minPace`: `.tooFast`.
    public static func judge(moving: Double?, distance: Double?, thresholds: PaceThresholds) -> Pace {
        guard let moving, moving.isFinite, moving > 0 else {
            return Pace(secondsPerKm: nil, status: .noTime)
        }
        guard let distance, distance.isFinite, distance > 0 else {
            return Pace(secondsPerKm: nil, status: .noDistance)
        }
        if distance < thresholds.minDistance {
            return Pace(secondsPerKm: nil, status: .tooShort)
        }
        let pace = moving / (distance / 1000)
        if !pace.isFinite || pace > thresholds.maxPace {
            return Pace(secondsPerKm: nil, status: .tooSlow)
        }
        if pace < thresholds.minPace {
            return Pace(secondsPerKm: nil, status: .tooFast)
        }
        return Pace(secondsPerKm: pace, status: .ok)
    }
}
