import LogbookAnalysis

extension ReportRunPage {
    /// The populated place nearest the middle of the drawn route, if one is near (`RoutePlace`).
    public var place: NearbyPlace? { RoutePlace.nearest(route) }
}
