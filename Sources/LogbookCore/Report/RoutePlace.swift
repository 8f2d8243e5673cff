import LogbookAnalysis

/// Which place a map is named by: the populated place nearest the middle of its lines' extent.
public enum RoutePlace {
    /// The place nearest the middle of `lines`' extent (`PlaceFinder`), or `nil` without
    /// points or without a place within `PlaceFinder.namingRadius`.
    public static func nearest(_ lines: [[RoutePoint]]) -> NearbyPlace? {
        MapProjection(around: lines).flatMap { PlaceFinder.nearest(latitude: $0.originLatitude, longitude: $0.originLongitude) }
    }
}
