import LogbookModel

/// One run a year review names: its id, local date, distance and pace.
public struct ReviewedRun: Sendable, Equatable {
    /// The run.
    public var id: Int64
    /// Its local start date.
    public var date: LocalDate
    /// Its distance in metres.
    public var metres: Double
    /// Its moving pace in seconds per km.
    public var secondsPerKm: Double
}
