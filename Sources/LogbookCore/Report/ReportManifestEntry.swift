/// What a report recorded of one run page it wrote: the run's fingerprint then, the page
/// file as it left it, and what the index needs of the run (its heat-map route, whether it
/// has positions, how many points privacy zones cut), so that a later report whose run has
/// the same fingerprint neither reads the run nor writes its page.
public struct ReportManifestEntry: Sendable, Equatable {
    /// The run's fingerprint when its page was written (`ReportFingerprint`).
    public var fingerprint: String
    /// What the report folder recorded of the page file (its size and change time, no spaces):
    /// the page is kept only while the file still matches it.
    public var stamp: String
    /// True when the run has GPS positions.
    public var hasPositions: Bool
    /// How many of its positions privacy zones cut out.
    public var hiddenPoints: Int
    /// Its heat-map route: latitude and longitude only, each whole in 1e-7 degrees (as stored).
    public var heat: [[RoutePoint]]

    /// Creates an entry.
    public init(fingerprint: String, stamp: String, hasPositions: Bool, hiddenPoints: Int, heat: [[RoutePoint]]) {
        self.fingerprint = fingerprint
        self.stamp = stamp
        self.hasPositions = hasPositions
        self.hiddenPoints = hiddenPoints
        self.heat = heat
    }
}
