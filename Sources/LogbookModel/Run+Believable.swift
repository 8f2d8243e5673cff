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
        var shown = self
        shown.makeBelievable()
        return shown
    }

    /// Makes this run `believable` in place (no copy of a run `list` shows thousands of).
    public mutating func makeBelievable() {
        let (storedDistance, storedMoving) = (distance, moving)
        distance = Believable.kept(distance, Believable.isBelievableDistance)
        elapsed = Believable.kept(elapsed, Believable.isBelievableDuration)
        moving = Believable.kept(moving, Believable.isBelievableDuration)
        averageHeartRate = Believable.kept(averageHeartRate, Believable.isBelievableHeartRate)
        maxHeartRate = Believable.kept(maxHeartRate, Believable.isBelievableHeartRate)
        averageCadence = Believable.kept(averageCadence, Believable.isBelievableCadence)
        elevationGain = Believable.kept(elevationGain, Believable.isBelievableElevationGain)
        pace = Believable.shownPace(pace, distance: (storedDistance, distance), moving: (storedMoving, moving))
    }
}
