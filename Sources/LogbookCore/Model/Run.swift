/// One run (or other activity) as stored: its start, its totals and its judged pace.
public struct Run: Sendable, Equatable {
    /// The database id, or `nil` before it is stored.
    public var id: Int64?
    /// Start time in UTC, whole seconds since 1970.
    public var startUTC: Int64
    /// The UTC offset in seconds of the runner's local time at the start.
    public var utcOffset: Int
    /// The normalized sport, e.g. `running`, `cycling`, `walking`.
    public var sport: String
    /// The run's name, if any.
    public var name: String?
    /// Distance in metres, if known.
    public var distance: Double?
    /// Elapsed time in seconds (first to last point), if known.
    public var elapsed: Double?
    /// Moving time in seconds (gaps and standstills removed), if known.
    public var moving: Double?
    /// The guarded pace.
    public var pace: Pace
    /// Average heart rate in bpm over the points that have one.
    public var averageHeartRate: Double?
    /// Maximum heart rate in bpm.
    public var maxHeartRate: Double?
    /// Average cadence in steps per minute.
    public var averageCadence: Double?
    /// Smoothed elevation gain in metres.
    public var elevationGain: Double?
    /// The source format: `gpx`, `tcx`, `csv` or `fit`.
    public var source: String
    /// The runner's description, from an account export.
    public var description: String?
    /// The shoes or bike used, from an account export.
    public var gear: String?
    /// Whether it was a commute, from an account export.
    public var commute: Bool?

    /// Creates a run.
    public init(
        id: Int64? = nil, startUTC: Int64, utcOffset: Int, sport: String, name: String?,
        distance: Double?, elapsed: Double?, moving: Double?, pace: Pace,
        averageHeartRate: Double?, maxHeartRate: Double?, averageCadence: Double?,
        elevationGain: Double?, source: String
    ) {
        self.id = id
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.sport = sport
        self.name = name
        self.distance = distance
        self.elapsed = elapsed
        self.moving = moving
        self.pace = pace
        self.averageHeartRate = averageHeartRate
        self.maxHeartRate = maxHeartRate
        self.averageCadence = averageCadence
        self.elevationGain = elevationGain
        self.source = source
    }
}
