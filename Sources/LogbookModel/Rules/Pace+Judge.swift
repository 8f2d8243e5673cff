extension Pace {
    /// Judges a pace from a moving time and a distance: the one place a pace is decided.
    ///
    /// The pace is `moving / (distance / 1000)` seconds per km. It is stored as a number
    /// only when it is finite and passes every check of `PaceRule.checks`. Otherwise the
    /// status says why, checked in this order:
    /// 1. moving time `nil`, not finite, zero or negative: `.noTime`;
    /// 2. distance `nil`, not finite, zero or negative: `.noDistance`;
    /// 3. the first failed `PaceRule` check: distance below `minDistance`: `.tooShort`;
    ///    pace slower than `maxPace` (or not finite): `.tooSlow`; pace faster than
    ///    `minPace`: `.tooFast`.
    public static func judge(moving: Double?, distance: Double?, thresholds: PaceThresholds) -> Pace {
        guard let moving, moving.isFinite, moving > 0 else {
            return Pace(secondsPerKm: nil, status: .noTime)
        }
        guard let distance, distance.isFinite, distance > 0 else {
            return Pace(secondsPerKm: nil, status: .noDistance)
        }
        let pace = moving / (distance / 1000)
        for check in PaceRule.checks {
            let value = check.quantity == .distance ? distance : pace
            if check.fails(value, thresholds: thresholds) {
                return Pace(secondsPerKm: nil, status: check.status)
            }
        }
        return Pace(secondsPerKm: pace, status: .ok)
    }
}
