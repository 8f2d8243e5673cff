import LogbookModel

/// One run as a report's calendar and lists show it: its id, when it started on its own
/// local calendar, its sport, name and distance.
public struct DayRun: Sendable, Equatable {
    /// The run's id.
    public var id: Int64
    /// Start in UTC, seconds since 1970.
    public var startUTC: Int64
    /// The runner's UTC offset at the start, in seconds.
    public var utcOffset: Int
    /// The sport.
    public var sport: String
    /// The run's name, if any.
    public var name: String?
    /// The distance in metres, when believable.
    public var distance: Double?
}

extension DayRun {
    /// The run as listed, its numbers beyond belief already shown as unknown (`Run.believable`).
    public init(_ run: Run) {
        self.init(
            id: run.id ?? 0, startUTC: run.startUTC, utcOffset: run.utcOffset, sport: run.sport, name: run.name,
            distance: run.distance)
    }

    /// The local date the run starts on: the calendar the runner saw on the watch, whatever
    /// zone reads the logbook (a run at 23:30 in New York is that day's, not the next one's).
    public var localDate: LocalDate { LocalDate(utc: startUTC, offset: utcOffset) }
}
