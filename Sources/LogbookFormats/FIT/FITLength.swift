/// One `length` message: a pool length of a swim, swum or rested, times still in FIT seconds.
/// `.nan` = not stated.
struct FITLength: Equatable {
    /// `start_time`, FIT seconds.
    var startTime: Double = .nan
    /// `timestamp` (the end of the length), FIT seconds.
    var timestamp: Double = .nan
    /// `total_elapsed_time` in seconds.
    var elapsed: Double = .nan
    /// `total_timer_time` in seconds.
    var timer: Double = .nan
    /// False for an idle length (`length_type` 0: a rest at the wall); a length without a
    /// type counts as swum.
    var isActive = true

    /// When the length began, FIT seconds: `start_time`, else `timestamp` minus the elapsed
    /// time, else `timestamp`.
    var start: Double {
        if !startTime.isNaN { return startTime }
        if !timestamp.isNaN, !elapsed.isNaN { return timestamp - elapsed }
        return timestamp
    }

    /// The seconds it was swum for: its timer time, else its elapsed time (`.nan` without either).
    var seconds: Double { timer.isNaN ? elapsed : timer }
}
