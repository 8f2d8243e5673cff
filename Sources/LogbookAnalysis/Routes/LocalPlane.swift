import Foundation
import LogbookModel

/// A flat map in metres around one position (equirectangular): close enough over the few
/// kilometres of a route that distances on it are within a fraction of a percent of the
/// great-circle ones.
public struct LocalPlane: Sendable {
    /// The position at (0, 0).
    public let origin: CoursePoint
    /// Metres per degree of longitude at the origin.
    private let metresPerLonDegree: Double
    /// Metres per degree of latitude.
    private let metresPerLatDegree = Geo.earthRadius * Double.pi / 180

    /// A plane centred on `origin`.
    public init(origin: CoursePoint) {
        self.origin = origin
        self.metresPerLonDegree = Geo.earthRadius * Double.pi / 180 * Geo.cosLatitude(origin.lat)
    }

    /// `point` on the plane, metres east and north of the origin.
    public func project(_ point: CoursePoint) -> PlanePoint {
        PlanePoint(x: (point.lon - origin.lon) * metresPerLonDegree, y: (point.lat - origin.lat) * metresPerLatDegree)
    }

    /// The position of `point` on the plane.
    public func position(of point: PlanePoint) -> CoursePoint {
        CoursePoint(
            lat: origin.lat + point.y / metresPerLatDegree,
            lon: metresPerLonDegree > 0 ? origin.lon + point.x / metresPerLonDegree : origin.lon)
    }
}
