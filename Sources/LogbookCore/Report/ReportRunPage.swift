/// One run as its report page shows it: what `show` shows (`RunDetail`), its route and
/// profile made small enough to draw, what is unusual about it, and its neighbours.
public struct ReportRunPage: Sendable {
    /// The run, its splits, best efforts, sources and load.
    public var detail: RunDetail
    /// Its route simplified (about 1 m, at most `ReportReader.routePoints` points), privacy
    /// zones cut out; empty for a run without GPS positions.
    public var route: [[RoutePoint]]
    /// True when the run has GPS positions (its route may still be empty: all in privacy zones).
    public var hasPositions: Bool
    /// How many of its positions privacy zones cut out.
    public var hiddenPoints: Int
    /// Pace, heart rate and elevation against distance.
    public var profile: [ProfilePoint]
    /// What is unusual about it, in words (an inferred sport, a trim, a recovered file, a
    /// pace left out of the averages and why, edited fields).
    public var flags: [String]
    /// The run before it in the report (by start), if any.
    public var previous: DayRun?
    /// The run after it in the report (by start), if any.
    public var next: DayRun?
    /// The tile server drawn under its route (`report --basemap`), if any.
    public var basemap: Basemap?
    /// The routes it is on and its segment efforts (`ReportCourses.courses(ofRun:)`).
    public var courses: [RunCourse] = []

    /// Creates a page.
    public init(
        detail: RunDetail, route: [[RoutePoint]], hasPositions: Bool, hiddenPoints: Int, profile: [ProfilePoint],
        flags: [String], previous: DayRun?, next: DayRun?
    ) {
        self.detail = detail
        self.route = route
        self.hasPositions = hasPositions
        self.hiddenPoints = hiddenPoints
        self.profile = profile
        self.flags = flags
        self.previous = previous
        self.next = next
    }
}
