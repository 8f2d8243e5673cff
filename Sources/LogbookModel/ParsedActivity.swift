/// One activity as a reader found it in a file, before any computation.
///
/// A GPX `<trk>`, a TCX `<Activity>`, a CSV row or a FIT session each give one.
/// Readers fill what the file says; `RunBuilder` computes the run from it.
public struct ParsedActivity: Sendable, Equatable {
    /// The file format it came from: `gpx`, `tcx`, `csv` or `fit`.
    public var format: String
    /// The activity's name, if the file gives one.
    public var name: String?
    /// The sport as the file states it (raw); see `Sport.normalize`.
    public var rawSport: String?
    /// The activity's description, if the file gives one (a GPX track's `desc`).
    public var description: String?
    /// The variant the file states apart from the sport (FIT `sub_sport`: `trail`,
    /// `treadmill`, `virtual_activity`), if any; see `NormalizedSport`.
    public var rawSubSport: String?
    /// The app or device that wrote the file, as the file names it (GPX `creator`, TCX
    /// `Creator/Name`, a FIT manufacturer's name when it is a game: `VirtualPlatform`), if any.
    public var creator: String?
    /// Recorded points in segments (a new segment after a pause); none for summary-only
    /// activities.
    public var points: ActivityPoints
    /// The start time stated by the file (CSV rows, TCX activity id), if any.
    public var statedStart: StartTime?
    /// The UTC offset in seconds stated explicitly by the file for its times, if any.
    public var statedOffset: Int?
    /// The IANA zone the file names for its times (Apple Health's `HKTimeZone`), whose
    /// offset at the start `statedOffset` is; stored as the run's zone with source `file`.
    public var statedTimeZone: String?
    /// Totals stated by the file.
    public var summary: ActivitySummary
    /// The 1-based line where the activity begins in the file (0 when unknown).
    public var line: Int
    /// Human-readable warnings, e.g. "skipped 3 points without a usable time".
    public var warnings: [String]
    /// The byte from which the file could not be read, when the activity was recovered from
    /// a damaged or cut file rather than read whole (`nil`: read whole).
    public var recoveredAtByte: Int?

    /// Creates an activity.
    public init(
        format: String, name: String? = nil, rawSport: String? = nil, segments: [[TrackPoint]] = [],
        statedStart: StartTime? = nil, statedOffset: Int? = nil, summary: ActivitySummary = .unknown,
        line: Int = 0, warnings: [String] = []
    ) {
        self.init(
            format: format, name: name, rawSport: rawSport, points: ActivityPoints(segments: segments),
            statedStart: statedStart, statedOffset: statedOffset, summary: summary, line: line, warnings: warnings)
    }

    /// Creates an activity whose points a reader recorded.
    public init(
        format: String, name: String? = nil, rawSport: String? = nil, points: ActivityPoints,
        statedStart: StartTime? = nil, statedOffset: Int? = nil, summary: ActivitySummary = .unknown,
        line: Int = 0, warnings: [String] = []
    ) {
        self.format = format
        self.name = name
        self.rawSport = rawSport
        self.points = points
        self.statedStart = statedStart
        self.statedOffset = statedOffset
        self.summary = summary
        self.line = line
        self.warnings = warnings
    }

    /// The recorded points, one array per segment (a copy: read it once, not in a loop).
    public var segments: [[TrackPoint]] {
        get { points.segments }
        set { points = ActivityPoints(segments: newValue) }
    }

    /// The number of points over all segments.
    public var pointCount: Int { points.count }
}
