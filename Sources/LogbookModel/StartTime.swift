/// When an activity started, as a file states it.
public enum StartTime: Sendable, Equatable {
    /// An absolute instant: UTC seconds since 1970, with the UTC offset in seconds
    /// when the file states one explicitly (e.g. `2025-08-30T20:29:19+02:00`).
    case absolute(utc: Double, statedOffset: Int?)
    /// A wall-clock time with no zone (e.g. a CSV `2013-12-29 11:36:13`): the seconds
    /// since 1970 as if that wall-clock time were UTC. It is resolved with `--tz`.
    case floating(wallClock: Double)
}
