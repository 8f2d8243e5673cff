/// The start, sport and totals of one `session` or `lap` message, in units
/// (seconds, metres, bpm, rpm); times still in FIT seconds. `.nan` = not stated.
struct FITTotals: Equatable {
    /// `start_time`, FIT seconds.
    var startTime: Double = .nan
    /// `timestamp` (the end of the session as the device wrote it), FIT seconds.
    var timestamp: Double = .nan
    /// `sport` enum value.
    var sport: Double = .nan
    /// `sub_sport` enum value (sessions only).
    var subSport: Double = .nan
    /// `total_elapsed_time` in seconds.
    var elapsed: Double = .nan
    /// `total_timer_time` in seconds.
    var timer: Double = .nan
    /// `total_moving_time` in seconds.
    var movingTime: Double = .nan
    /// `total_distance` in metres.
    var distance: Double = .nan
    /// `avg_heart_rate` in bpm.
    var averageHeartRate: Double = .nan
    /// `max_heart_rate` in bpm.
    var maxHeartRate: Double = .nan
    /// `avg_cadence` plus `avg_fractional_cadence`, in rpm (strides per minute when running).
    var averageCadence: Double = .nan
    /// `total_ascent` in metres.
    var ascent: Double = .nan
    /// `pool_length` in metres (sessions only).
    var poolLength: Double = .nan
    /// Where the message's record header is in the file.
    var byteOffset: Int = 0

    /// The time range the message covers, in FIT seconds: from `start_time` (or `timestamp`
    /// minus the elapsed time) to the later of `start_time` + elapsed and `timestamp`. Only
    /// the elapsed time bounds it: a timer or moving time leaves the pauses out, so the
    /// records go on after `start_time` + either (a Bryton session states only its moving
    /// time, and a `timestamp` that is not its end). Without an elapsed time the end is
    /// `+infinity` (the next session's start bounds it). `nil` when no start can be told.
    var range: (start: Double, end: Double)? {
        var start = startTime
        if start.isNaN, !timestamp.isNaN, !elapsed.isNaN { start = timestamp - elapsed }
        guard !start.isNaN else { return nil }
        guard !elapsed.isNaN else { return (start, .infinity) }
        var end = start + elapsed
        if !timestamp.isNaN, timestamp >= start { end = max(end, timestamp) }
        return (start, end)
    }
}
