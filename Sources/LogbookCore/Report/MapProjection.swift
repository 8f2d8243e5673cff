import LogbookAnalysis
import LogbookModel

/// A flat map for a few routes (equirectangular around a reference latitude): metres east
/// and north of a reference point, within a fraction of a percent over a city's width.
public struct MapProjection: Sendable, Equatable {
    /// The latitude of the origin, in degrees.
    public var originLatitude: Double
    /// The longitude of the origin, in degrees.
    public var originLongitude: Double
    /// The cosine of the origin's latitude.
    let cosLatitude: Double

    /// A projection whose origin is the given point.
    public init(originLatitude: Double, originLongitude: Double) {
        self.originLatitude = originLatitude
        self.originLongitude = originLongitude
        cosLatitude = Geo.cosLatitude(originLatitude)
    }

    /// A projection centred on the middle of the points' extent, or `nil` without points.
    public init?(around lines: [[RoutePoint]]) {
        let all = lines.joined()
        guard let minLat = all.map(\.latitude).min(), let maxLat = all.map(\.latitude).max(),
            let minLon = all.map(\.longitude).min(), let maxLon = all.map(\.longitude).max()
        else { return nil }
        self.init(originLatitude: (minLat + maxLat) / 2, originLongitude: (minLon + maxLon) / 2)
    }

    /// The point on the map, in metres from the origin.
    public func project(_ point: RoutePoint) -> PlanePoint {
        let radians = Double.pi / 180
        return PlanePoint(
            x: (point.longitude - originLongitude) * radians * cosLatitude * Geo.earthRadius,
            y: (point.latitude - originLatitude) * radians * Geo.earthRadius)
    }

    /// The position at a point of the map: `project`'s inverse.
    public func location(of point: PlanePoint) -> RoutePoint {
        let degrees = 180 / Double.pi
        return RoutePoint(
            latitude: originLatitude + point.y / Geo.earthRadius * degrees,
            longitude: originLongitude + (cosLatitude > 0 ? point.x / (Geo.earthRadius * cosLatitude) * degrees : 0))
    }
}
