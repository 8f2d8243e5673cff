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
    /// What the file itself states (device distance, timer and elapsed time), kept beside
    /// the computed numbers.
    public var device: DeviceTotals
    /// The distance computed from positions (after the standstill and jump rules), if the
    /// run has positions.
    public var gpsDistance: Double?
    /// Where `distance` comes from, or `nil` when it is unknown (or stored by an older version).
    public var distanceSource: DistanceSource?
    /// How the sport was decided, or `nil` when stored by an older version.
    public var sportSource: SportSource?
    /// The moving time computed from the points' speed (`MovingTimeRule`), kept beside
    /// `moving` when that is the device's timer; `nil` without points spanning some time.
    public var gpsMoving: Double?
    /// Where `moving` comes from, or `nil` when it is unknown (or stored by an older version).
    public var movingSource: MovingSource?
    /// The sport's variant (`trail`, `treadmill`, `track`, `virtual`, ...; see
    /// `NormalizedSport`), or `nil` for the plain sport.
    public var subSport: String?
    /// True when the file stated the UTC offset (a FIT activity's local time, an ISO time
    /// with an offset); false when it was assumed from `--tz`; `nil` when stored by an older
    /// version (unknown).
    public var offsetIsStated: Bool?
    /// Where `utcOffset` came from (the file, the position, `--tz`, the system zone), or
    /// `nil` when stored by an older version.
    public var offsetSource: UTCOffsetSource?
    /// The IANA zone `utcOffset` is that zone's offset of at the start (`Europe/Paris`,
    /// `Etc/GMT-9` at sea), or `nil` when none is known (an offset the file states).
    public var timeZone: String?
    /// The byte of its file from which nothing could be read, when the run was recovered
    /// from a damaged or cut file (`recovered`); `nil` when read whole or stored by an
    /// older version.
    public var recoveredAtByte: Int64?
    /// What the runner set with `logbook edit`: those values win over every file.
    public var editedFields: Set<EditableField> = []
    /// The runner's description, from an account export.
    public var description: String?
    /// The name of the shoes or bike used (from an account export, `logbook edit` or a
    /// default); once stored, always the name of the `gear` row `gearID` names.
    public var gear: String?
    /// The `gear` row of the shoes or bike used, once stored (`GearBook.resolve`).
    public var gearID: Int64?
    /// How the run got its gear, once stored: its own (file or edit) or its sport's default.
    public var gearAssignment: GearAssignment?
    /// Whether it was a commute, from an account export.
    public var commute: Bool?
    /// Why the run cannot be true, as the believability judge (`RunBelief`) found when it
    /// was last saved; `nil` when believable. Set by the save path, read back from `runs.doubt`.
    public var doubt: RunDoubt?
    /// What the rules decided when the run was last built (`runs.rulings`): which branch
    /// chose its distance, moving time and sport.
    public var rulings = RunRulings()
    /// True once the runner said the run is true (`logbook edit ID --believe`): a `doubt`
    /// is then shown but no longer leaves the run out.
    public var believed = false

    /// The reason the run is left out of every report, or `nil` when it counts: its
    /// `doubt`, unless the runner believes it.
    public var leftOutAs: RunDoubt? { RunDoubt.leftOut(doubt: doubt, believed: believed) }

    /// Creates a run.
    public init(
        id: Int64? = nil, startUTC: Int64, utcOffset: Int, sport: String, name: String?,
        distance: Double?, elapsed: Double?, moving: Double?, pace: Pace,
        averageHeartRate: Double?, maxHeartRate: Double?, averageCadence: Double?,
        elevationGain: Double?, source: String, device: DeviceTotals = DeviceTotals(), gpsDistance: Double? = nil,
        distanceSource: DistanceSource? = nil, sportSource: SportSource? = nil
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
        self.device = device
        self.gpsDistance = gpsDistance
        self.distanceSource = distanceSource
        self.sportSource = sportSource
    }
}
