import Foundation
import LogbookModel

/// A circle no route of a report may show a point in (`--hide-near LAT,LON,RADIUS_M`), as
/// Strava's privacy zones hide where a runner lives.
public struct PrivacyZone: Sendable, Equatable, CustomStringConvertible {
    /// The centre's latitude in degrees.
    public var latitude: Double
    /// The centre's longitude in degrees.
    public var longitude: Double
    /// The radius in metres.
    public var radius: Double

    /// The largest radius accepted: 100 km.
    public static let largestRadius = 100_000.0

    /// Reads `LAT,LON,RADIUS_M` (`47.3769,8.5417,500`): a latitude from -90 to 90, a
    /// longitude from -180 to 180 and a radius above 0 up to 100 km; `nil` otherwise.
    public static func parse(_ text: String) -> PrivacyZone? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3, let lat = Double(parts[0]), let lon = Double(parts[1]), let radius = Double(parts[2]),
            lat.isFinite, lon.isFinite, radius.isFinite, (-90...90).contains(lat), (-180...180).contains(lon),
            radius > 0, radius <= largestRadius
        else { return nil }
        return PrivacyZone(latitude: lat, longitude: lon, radius: radius)
    }

    /// True when the point lies within the radius (great-circle distance, the edge included).
    public func contains(latitude lat: Double, longitude lon: Double) -> Bool {
        Geo.distance(lat1: latitude, lon1: longitude, lat2: lat, lon2: lon) <= radius
    }

    /// `47.3769,8.5417,500`, as given.
    public var description: String {
        "\(latitude),\(longitude),\(radius == radius.rounded() ? String(Int(radius)) : String(radius))"
    }
}
