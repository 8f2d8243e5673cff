/// Decides whether two records are the same run, e.g. one imported from a GPX file
/// and one from a CSV export of the same service.
public enum DuplicateRule {
    /// Two starts at most this many seconds apart can be the same run.
    public static let startWindow: Int64 = 60
    /// Two distances within this fraction of the longer one can be the same run.
    public static let distanceTolerance = 0.03

    /// True when both have the same normalised sport (`isSameSport`), start within 60 s of
    /// each other, and their distances are within 3 % of the longer one (or either is unknown).
    ///
    /// A copy recovered from a damaged or cut file (`recovered`, `otherRecovered`) holds only
    /// the start of the run: its distance matches any distance it does not exceed by more
    /// than 3 % (two recovered copies match whatever their distances).
    public static func isSameRun(
        sport: String, start: Int64, distance: Double?,
        otherSport: String, otherStart: Int64, otherDistance: Double?,
        recovered: Bool = false, otherRecovered: Bool = false
    ) -> Bool {
        guard isSameSport(sport, otherSport), start.distance(saturatingTo: otherStart) <= startWindow else { return false }
        guard let distance, let otherDistance, distance.isFinite, otherDistance.isFinite else { return true }
        if recovered && otherRecovered { return true }
        if recovered { return distance <= otherDistance * (1 + distanceTolerance) }
        if otherRecovered { return otherDistance <= distance * (1 + distanceTolerance) }
        let longer = max(distance, otherDistance)
        if longer == 0 { return true }
        return abs(distance - otherDistance) <= distanceTolerance * longer
    }

    /// True when two sports are the same once normalised (`NormalizedSport`): `Trail Run`,
    /// `treadmill` and `running` are one sport. Names the sport table does not know
    /// (`unknown`, an inferred sport still to decide) match only themselves.
    public static func isSameSport(_ sport: String, _ other: String) -> Bool {
        if sport == other { return true }
        guard let key = NormalizedSport.key(sport), let otherKey = NormalizedSport.key(other),
            let canonical = Sport.canonicalNames[key]
        else { return false }
        return canonical == Sport.canonicalNames[otherKey]
    }
}
