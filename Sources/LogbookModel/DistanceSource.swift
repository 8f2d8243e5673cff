/// Where a run's distance comes from; the raw values are what `runs.distance_source` stores.
public enum DistanceSource: String, Sendable, CaseIterable, Codable {
    /// The total the file states (the device's own distance, a CSV row's distance), or the
    /// device's per-record cumulative distance when no total is stated.
    case device
    /// Computed from the positions (haversine, see `RunBuilder`).
    case gps
}
