import LogbookModel

/// The load of one run and when it started, the input of the daily fitness series.
public struct DatedLoad: Sendable, Equatable {
    /// The run's start, UTC seconds since 1970.
    public var startUTC: Int64
    /// The run's offset from UTC in seconds.
    public var utcOffset: Int
    /// Its TRIMP.
    public var load: Double

    /// The local calendar date the run belongs to: that of its start, even when it ends after
    /// midnight.
    public var date: LocalDate { LocalDate(utc: startUTC, offset: utcOffset) }
}
