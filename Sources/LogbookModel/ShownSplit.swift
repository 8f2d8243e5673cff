/// A stored split as `show` displays it: every number that `Believable` does not believe
/// is unknown, by the same tests as `Run.believable`.
///
/// Split rows written past the CHECKs by another tool (a 1e308 distance, a pace of 1e-300
/// with status `ok`) would otherwise print as "1e+305 km" and "0:00 /km", be written
/// `1e+308` in JSON, and win the "fastest" mark.
public struct ShownSplit: Sendable, Equatable {
    /// 1-based index.
    public var index: Int
    /// Distance in metres, when believable.
    public var distance: Double?
    /// Elapsed time in seconds, when believable.
    public var elapsed: Double?
    /// Moving time in seconds, when believable.
    public var moving: Double?
    /// The pace: a number only with status `ok` and a believable value (see `Believable.shownPace`).
    public var pace: Pace
    /// Average heart rate, when believable.
    public var averageHeartRate: Double?
    /// Average cadence, when believable.
    public var averageCadence: Double?
    /// Elevation gain in metres, when believable.
    public var elevationGain: Double?

    /// The split as shown.
    public init(_ split: Split) {
        index = split.index
        distance = Believable.kept(split.distance, Believable.isBelievableDistance)
        elapsed = Believable.kept(split.elapsed, Believable.isBelievableDuration)
        moving = Believable.kept(split.moving, Believable.isBelievableDuration)
        pace = Believable.shownPace(
            split.pace, distance: (split.distance, distance), moving: (split.moving, moving))
        averageHeartRate = Believable.kept(split.averageHeartRate, Believable.isBelievableHeartRate)
        averageCadence = Believable.kept(split.averageCadence, Believable.isBelievableCadence)
        elevationGain = Believable.kept(split.elevationGain, Believable.isBelievableElevationGain)
    }
}
