import LogbookAnalysis
import LogbookModel

/// A stored run's identity and its raw stored totals, read without judging them (an
/// infinite pace stays infinite): what the cleanup rules judge.
public struct StoredRunTotals: Sendable, Equatable {
    /// The run's id.
    public var id: Int64
    /// Start time in UTC seconds.
    public var startUTC: Int64
    /// UTC offset in seconds at the start.
    public var utcOffset: Int
    /// The normalized sport.
    public var sport: String
    /// The stored `distance_m`.
    public var distance: StoredNumber
    /// The stored `elapsed_s`.
    public var elapsed: StoredNumber
    /// The stored `moving_s`.
    public var moving: StoredNumber
    /// The stored `pace_s_per_km`.
    public var pace: StoredNumber
    /// The stored `pace_status` (`ok` or a reason; anything else is not logbook's).
    public var paceStatus: String
    /// The stored `avg_hr`.
    public var averageHeartRate: StoredNumber
    /// The stored `max_hr`.
    public var maxHeartRate: StoredNumber
    /// How rich this copy is (samples, heart rate), to keep the richer of two duplicates.
    public var richness: RunRichness
    /// The stored `device_distance_m`: the distance the file states.
    public var deviceDistance: StoredNumber = .missing
    /// The stored `gps_distance_m`: the distance computed from positions.
    public var gpsDistance: StoredNumber = .missing
    /// The stored `distance_source`, when it is a known one.
    public var distanceSource: DistanceSource?
    /// The stored `doubt`: why the believability judge found the run cannot be true.
    public var doubt: RunDoubt?
    /// The stored `believed`: the runner said the run is true.
    public var believed = false

    /// The reason every report leaves the run out, or `nil` when it counts (`RunDoubt.leftOut`).
    public var leftOutAs: RunDoubt? { RunDoubt.leftOut(doubt: doubt, believed: believed) }

    /// Creates the totals of one stored run.
    public init(
        id: Int64, startUTC: Int64, utcOffset: Int, sport: String, distance: StoredNumber, elapsed: StoredNumber,
        moving: StoredNumber, pace: StoredNumber, richness: RunRichness, paceStatus: String? = nil,
        averageHeartRate: StoredNumber = .missing, maxHeartRate: StoredNumber = .missing
    ) {
        // Without a stored status, the one the stored pace implies.
        self.paceStatus = paceStatus ?? (pace == .missing ? PaceStatus.noTime.rawValue : PaceStatus.ok.rawValue)
        self.averageHeartRate = averageHeartRate
        self.maxHeartRate = maxHeartRate
        self.id = id
        self.startUTC = startUTC
        self.utcOffset = utcOffset
        self.sport = sport
        self.distance = distance
        self.elapsed = elapsed
        self.moving = moving
        self.pace = pace
        self.richness = richness
    }
}
