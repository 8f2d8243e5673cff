/// What one `ReportReader.read` gives: the index, the manifest of every run page the report
/// now has, and how many of them were kept from the last report without reading their runs.
public struct ReportRead: Sendable {
    /// The index page's numbers, `nil` when the site's fingerprint was the one recorded
    /// (the index and the other site pages are kept as they are, not read).
    public var index: ReportIndex?
    /// Every run page of the report, by run id: those drawn now and those kept.
    public var manifest: ReportManifest
    /// How many run pages were kept unread: their run's fingerprint was the one recorded.
    public var kept: Int
}
