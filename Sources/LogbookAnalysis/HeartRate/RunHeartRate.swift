import LogbookModel

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
    /// Its distance in metres, when known (for a load estimated from its pace).
    public var distance: Double?
    /// Its moving time in seconds, when known (for a load estimated from its pace).
    public var movingSeconds: Double?

    /// Creates a run's heart rate.
    public init(
        runID: Int64, startUTC: Int64, utcOffset: Int, readings: [WeightedReading], span: Double, distance: Double? = nil,
        movingSeconds: Double? = nil
    ) {
        self.runID = runID
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.readings = readings
        self.span = span
        self.distance = distance
        self.movingSeconds = movingSeconds
    }

    /// A run's heart rate from its stored summary (`HeartRateSummary`).
    public init(
        runID: Int64, startUTC: Int64, utcOffset: Int, summary: HeartRateSummary, distance: Double? = nil, movingSeconds: Double? = nil
    ) {
        self.init(
            runID: runID, startUTC: startUTC, utcOffset: utcOffset, readings: summary.readings, span: summary.span,
            distance: distance, movingSeconds: movingSeconds)
    }

    /// Its average moving speed in metres per second, when distance and moving time are
    /// both known and positive.
    public var speed: Double? {
        guard let distance, let movingSeconds, distance > 0, movingSeconds > 0 else { return nil }
        let speed = distance / movingSeconds
        return speed.isFinite ? speed : nil
    }

    /// Its believed readings' average, weighed by the time each stands for, or nil without any.
    public var averageBPM: Double? {
        let seconds = believedSeconds
        guard seconds > 0 else { return nil }
        let average = readings.reduce(0) { $0 + $1.bpm * max($1.seconds, 0) } / seconds
        return average.isFinite ? average : nil
    }

    /// The local date of its start.
    public var date: LocalDate { LocalDate(utc: startUTC, offset: utcOffset) }

    /// The seconds its believed readings stand for.
    public var believedSeconds: Double { readings.reduce(0) { $0 + $1.seconds } }
}
