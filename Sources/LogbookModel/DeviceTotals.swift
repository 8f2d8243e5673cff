/// The totals a file states for a whole activity, as the device (or service) computed
/// them: what the runner saw on the watch. Stored beside logbook's own numbers.
///
/// FIT: the session's `total_distance`, `total_timer_time` and `total_elapsed_time`. TCX:
/// the sums of the laps' `DistanceMeters` and `TotalTimeSeconds` (the timer time; TCX
/// states no elapsed time). CSV: the stated distance, moving and elapsed times. GPX: none.
public struct DeviceTotals: Sendable, Equatable {
    /// The stated distance in metres.
    public var distance: Double?
    /// The stated timer (moving) time in seconds.
    public var timer: Double?
    /// The stated elapsed time in seconds.
    public var elapsed: Double?

    /// Creates totals; every value defaults to "not stated".
    public init(distance: Double? = nil, timer: Double? = nil, elapsed: Double? = nil) {
        self.distance = distance
        self.timer = timer
        self.elapsed = elapsed
    }
}
