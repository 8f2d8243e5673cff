extension Run {
    /// The run as `list` and `show` display it: every stored number that `Believable` does
    /// not believe is unknown, by the same test `stats` sums with.
    ///
    /// Values stored past the CHECKs by another tool (`ignore_check_constraints`: a 1e308
    /// distance with pace status `ok`) are read back as they are; shown, they would give
    /// "1e+305 km" and "0:00 /km". So a distance over 5,000 km, a time over 60 days, a
    /// heart rate over 300 bpm, a cadence outside 0...1000 and an elevation gain outside
    /// 0...1e6 m become unknown. The pace is a number only with status `ok` and a value in
    /// `Believable.paceRange`; once its distance or moving time is unknown its status
    /// says so (`no_distance`, `no_time`), and a value outside the range reads `too_fast`
    /// (below 1 s/km) or `too_slow` (above 10^6 s/km).
    public var believable: Run {
        func kept(_ value: Double?, _ test: (Double) -> Bool) -> Double? {
            value.flatMap { test($0) ? $0 : nil }
        }
        var shown = self
        shown.distance = kept(distance, Believable.isBelievableDistance)
        shown.elapsed = kept(elapsed, Believable.isBelievableDuration)
        shown.moving = kept(moving, Believable.isBelievableDuration)
        shown.averageHeartRate = kept(averageHeartRate, Believable.isBelievableHeartRate)
        shown.maxHeartRate = kept(maxHeartRate, Believable.isBelievableHeartRate)
        shown.averageCadence = kept(averageCadence) { $0 >= 0 && $0 <= 1000 }
        shown.elevationGain = kept(elevationGain) { $0 >= 0 && $0 <= 1e6 }
        if pace.status == .ok {
            if distance != nil, shown.distance == nil {
                shown.pace = Pace(secondsPerKm: nil, status: .noDistance)
            } else if moving != nil, shown.moving == nil {
                shown.pace = Pace(secondsPerKm: nil, status: .noTime)
            } else if let value = pace.secondsPerKm, !Believable.paceRange.contains(value) {
                shown.pace = Pace(secondsPerKm: nil, status: value < Believable.paceRange.lowerBound ? .tooFast : .tooSlow)
            } else if pace.secondsPerKm == nil {
                shown.pace = Pace(secondsPerKm: nil, status: shown.distance == nil ? .noDistance : .noTime)
            }
        } else {
            shown.pace.secondsPerKm = nil
        }
        return shown
    }
}
