/// Whether a stored pace is a trustworthy number, and if not, why not.
///
/// The raw values are what the database stores in `pace_status`.
public enum PaceStatus: String, Sendable, CaseIterable, Codable {
    /// The pace is finite and within the thresholds.
    case ok
    /// The distance is zero or unknown.
    case noDistance = "no_distance"
    /// The distance is below the minimum distance (default 50 m).
    case tooShort = "too_short"
    /// The pace is slower than the maximum pace (default 30:00 min/km).
    case tooSlow = "too_slow"
    /// The pace is faster than the minimum pace (default 2:00 min/km).
    case tooFast = "too_fast"
    /// The moving time is zero or unknown.
    case noTime = "no_time"
}
