/// Why a stored run cannot be true as it stands: the reason the believability judge
/// (`RunBelief.doubt`) gives, stored in `runs.doubt` and read by every report.
///
/// A doubted run is left out of `stats`, `records`, `load`, `predict`, the report and
/// `export --format csv`'s totals, all under this one reason, and `clean` lists it with
/// the same reason, until the runner quarantines it or says it is true
/// (`logbook edit ID --believe`). The raw values are what the database stores.
public enum RunDoubt: String, Sendable, CaseIterable, Codable, Comparable {
    /// A run faster than the world record for its distance (a ride, a car, a GPS jump).
    case impossiblePace = "impossible_pace"
    /// A distance no single activity of its sport covers (a merged or mislabelled file).
    case impossibleDistance = "impossible_distance"
    /// Over within seconds: a watch started and stopped by mistake.
    case tooBrief = "too_brief"
    /// A moving time longer than the elapsed time it lies within.
    case movingOverElapsed = "moving_over_elapsed"
    /// An average heart rate no one keeps for a whole activity.
    case impossibleHeartRate = "impossible_heart_rate"

    /// A doubt as stored in `runs.doubt`: a reason this version does not know (written past
    /// the CHECK by another tool) still leaves the run out, as the SQL test does, read as
    /// the first reason.
    public init(stored text: String) {
        self = RunDoubt(rawValue: text) ?? .impossiblePace
    }

    /// The reason a run is left out of every report: its `doubt`, unless the runner
    /// `believed` it; `nil` when it counts. The one rule `Run` and `StoredRunTotals` share
    /// (and `RunColumn.leftOutSQL` states in SQL).
    public static func leftOut(doubt: RunDoubt?, believed: Bool) -> RunDoubt? {
        believed ? nil : doubt
    }

    /// Orders reasons as the judge checks them (declaration order).
    public static func < (lhs: RunDoubt, rhs: RunDoubt) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
