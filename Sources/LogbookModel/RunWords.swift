/// What an account export says about a run beyond its file: the words the runner gave it.
///
/// Strava's `activities.csv` gives them per file (`Filename`); Garmin's
/// `summarizedActivities.json` per start time.
public struct RunWords: Sendable, Equatable {
    /// The run's name (`Activity Name`, Garmin's `name`).
    public var name: String?
    /// The runner's description.
    public var description: String?
    /// The shoes or bike used.
    public var gear: String?
    /// Whether the run was a commute.
    public var commute: Bool?
    /// The sport as the export states it (raw); used only where the file states none.
    public var sport: String?
    /// The start the export states, UTC seconds (for joining by start time).
    public var startUTC: Int64?

    /// Creates a value from each of its parts.
    public init(name: String? = nil, description: String? = nil, gear: String? = nil, commute: Bool? = nil, sport: String? = nil, startUTC: Int64? = nil) {
        self.name = name
        self.description = description
        self.gear = gear
        self.commute = commute
        self.sport = sport
        self.startUTC = startUTC
    }
}
