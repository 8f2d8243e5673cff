/// One run's believed, weighed heart rate and when it started: what its load is computed from.
public struct RunHeartRate: Sendable, Equatable {
    /// The run's id.
    public var runID: Int64
    /// The run's start, UTC seconds since 1970.
    public var startUTC: Int64
    /// The run's offset from UTC in seconds.
    public var utcOffset: Int
    /// Its believed readings, weighed (`WeightedReading.believed`).
    public var readings: [WeightedReading]
    /// The time from its first to its last sample, in seconds.
    public var span: Double

    /// Creates a run's heart rate.
    public init(runID: Int64, startUTC: Int64, utcOffset: Int, readings: [WeightedReading], span: Double) {
        self.runID = runID
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.readings = readings
        self.span = span
    }

    /// A run's heart rate from its stored summary (`HeartRateSummary`).
    public init(runID: Int64, startUTC: Int64, utcOffset: Int, summary: HeartRateSummary) {
        self.init(runID: runID, startUTC: startUTC, utcOffset: utcOffset, readings: summary.readings, span: summary.span)
    }

    /// The local date of its start.
    public var date: LocalDate { LocalDate(utc: startUTC, offset: utcOffset) }

    /// The seconds its believed readings stand for.
    public var believedSeconds: Double { readings.reduce(0) { $0 + $1.seconds } }
}
