import Foundation
import LogbookAnalysis
import LogbookModel

/// A flat map for a few routes: the orthographic projection onto the plane touching the
/// Earth at an origin, in metres east and north of it. Over a city's width it is the flat
/// map of old (within a metre on 4 km), and it stays true where that one broke: a route
/// across the antimeridian (179.999 to -179.999) is drawn as run, not across the world, and
/// a circle round a pole as a circle, not a straight line.
public struct MapProjection: Sendable, Equatable {
    /// The latitude of the origin, in degrees.
    public var originLatitude: Double
    /// The longitude of the origin, in degrees.
    public var originLongitude: Double
    /// The sine and cosine of the origin's latitude.
    let sinLatitude: Double, cosLatitude: Double

    /// A projection whose origin is the given point.
    public init(originLatitude: Double, originLongitude: Double) {
        self.originLatitude = originLatitude
        self.originLongitude = originLongitude
        sinLatitude = sin(originLatitude * .pi / 180)
        cosLatitude = cos(originLatitude * .pi / 180)
    }

    /// A projection centred on the middle of the points' extent (`centre`), or `nil` without points.
    public init?(around lines: [[RoutePoint]]) {
        guard let centre = Self.centre(ofPoints: lines.lazy.joined().map { (latitude: $0.latitude, longitude: $0.longitude) }) else {
            return nil
        }
        self.init(originLatitude: centre.latitude, originLongitude: centre.longitude)
    }

    /// The middle of `points`' extent: halfway between the southernmost and northernmost
    /// latitude, and halfway along the shortest arc of longitude holding them all (the
    /// complement of the widest gap between their longitudes), so that points either side of
    /// the antimeridian have their middle there, not at 0. `nil` without points.
    public static func centre(_ points: [(latitude: Double, longitude: Double)]) -> (latitude: Double, longitude: Double)? {
        centre(ofPoints: points)
    }

    /// `centre(_:)` of `points` as they come: the heat map's tens of thousands of routes are
    /// read once, keeping only their longitudes (8 bytes a point), not an array of each step.
    static func centre(
        ofPoints points: some Sequence<(latitude: Double, longitude: Double)>
    ) -> (latitude: Double, longitude: Double)? {
        var minLat = Double.nan, maxLat = Double.nan
        var longitudes: [Double] = []
        for point in points where point.latitude.isFinite && point.longitude.isFinite {
            if longitudes.isEmpty {
                (minLat, maxLat) = (point.latitude, point.latitude)
            } else {
                if point.latitude < minLat { minLat = point.latitude }
                if point.latitude > maxLat { maxLat = point.latitude }
            }
            longitudes.append(normalised(point.longitude))
        }
        // Sorted, each value once.
        longitudes.sort()
        var kept = 0
        for index in longitudes.indices where kept == 0 || longitudes[index] != longitudes[kept - 1] {
            longitudes[kept] = longitudes[index]
            kept += 1
        }
        longitudes.removeLast(longitudes.count - kept)
        guard let first = longitudes.first, let last = longitudes.last else { return nil }
        // The widest gap, the one across ±180 included; the arc holding them starts after it.
        var gap = first + 360 - last, start = first, end = last
        for (west, east) in zip(longitudes, longitudes.dropFirst()) where east - west > gap {
            gap = east - west
            (start, end) = (east, west + 360)
        }
        return ((minLat + maxLat) / 2, normalised((start + end) / 2))
    }

    /// `degrees` of longitude within -180 (included) to 180 (excluded).
    public static func normalised(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return degrees }
        let wrapped = (degrees + 180).truncatingRemainder(dividingBy: 360)
        return (wrapped < 0 ? wrapped + 360 : wrapped) - 180
    }

    /// The point on the map, in metres from the origin.
    public func project(_ point: RoutePoint) -> PlanePoint {
        let radians = Double.pi / 180
        let latitude = point.latitude * radians
        let east = Self.normalised(point.longitude - originLongitude) * radians
        let cosPoint = cos(latitude)
        return PlanePoint(
            x: Geo.earthRadius * cosPoint * sin(east),
            y: Geo.earthRadius * (cosLatitude * sin(latitude) - sinLatitude * cosPoint * cos(east)))
    }

    /// The position at a point of the map: `project`'s inverse (on the near hemisphere).
    public func location(of point: PlanePoint) -> RoutePoint {
        let rho = (point.x * point.x + point.y * point.y).squareRoot()
        guard rho > 0, rho.isFinite else { return RoutePoint(latitude: originLatitude, longitude: originLongitude) }
        let c = asin(min(1, rho / Geo.earthRadius))
        let degrees = 180 / Double.pi
        let latitude = asin(max(-1, min(1, cos(c) * sinLatitude + point.y * sin(c) * cosLatitude / rho)))
        let east = atan2(point.x * sin(c), rho * cos(c) * cosLatitude - point.y * sin(c) * sinLatitude)
        return RoutePoint(latitude: latitude * degrees, longitude: Self.normalised(originLongitude + east * degrees))
    }
}
