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
    /// Its heat-map route as the manifest line holds it (`ReportManifest.encode(heat:)`):
    /// decoded only when the heat map is drawn.
    public var heatText: String

    /// Its heat-map route: latitude and longitude only, each whole in 1e-7 degrees (as stored).
    public var heat: [[RoutePoint]] {
        get { ReportManifest.decode(heatText.utf8) ?? [] }
        set { heatText = ReportManifest.encode(heat: newValue) }
    }

    /// Creates an entry.
    public init(fingerprint: String, stamp: String, hasPositions: Bool, hiddenPoints: Int, heat: [[RoutePoint]]) {
        self.init(fingerprint: fingerprint, stamp: stamp, hasPositions: hasPositions, hiddenPoints: hiddenPoints,
                  heatText: ReportManifest.encode(heat: heat))
    }

    /// Creates an entry whose heat route is `heatText`, as a manifest line holds it.
    init(fingerprint: String, stamp: String, hasPositions: Bool, hiddenPoints: Int, heatText: String) {
        self.fingerprint = fingerprint
        self.stamp = stamp
        self.hasPositions = hasPositions
        self.hiddenPoints = hiddenPoints
        self.heatText = heatText
    }
}
