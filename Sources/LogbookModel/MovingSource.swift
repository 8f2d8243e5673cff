/// Where a run's moving time comes from; the raw values are what `runs.moving_source` stores.
public enum MovingSource: String, Sendable, CaseIterable, Codable {
    /// The timer time the file states (FIT `total_timer_time`, the sum of TCX laps'
    /// `TotalTimeSeconds`, a pool swim's active lengths, a CSV row's moving time): what the
    /// watch showed.
    case device
    /// Computed from the points' speed (`MovingTimeRule`: along the positions, or the
    /// device's per-record distance where the run has none).
    case gps
}
