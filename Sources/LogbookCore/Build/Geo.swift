import Foundation

/// Great-circle geometry on a spherical Earth, used for GPS distances.
public enum Geo {
    /// The mean Earth radius in metres (IUGG R1 = 6,371,008.8 m).
    public static let earthRadius = 6_371_008.8

    /// The haversine great-circle distance in metres between two positions in degrees.
    public static func distance(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double {
        let radiansPerDegree = Double.pi / 180
        let phi1 = lat1 * radiansPerDegree
        let phi2 = lat2 * radiansPerDegree
        let halfDeltaPhi = (lat2 - lat1) * radiansPerDegree / 2
        let halfDeltaLambda = (lon2 - lon1) * radiansPerDegree / 2
        let sinPhi = sin(halfDeltaPhi)
        let sinLambda = sin(halfDeltaLambda)
        let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
        return 2 * earthRadius * asin(min(1, sqrt(max(0, h))))
    }

    /// A flat-Earth (equirectangular) distance in metres between two positions in degrees:
    /// within 0.1 % of `distance` over the few hundred metres it is used for (standstill and
    /// speed checks), at a fraction of its cost. Longitudes are not wrapped at ±180°.
    public static func approximateDistance(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double {
        let radiansPerDegree = Double.pi / 180
        let x = (lon2 - lon1) * radiansPerDegree * cos((lat1 + lat2) / 2 * radiansPerDegree)
        let y = (lat2 - lat1) * radiansPerDegree
        return earthRadius * (x * x + y * y).squareRoot()
    }

    /// True when a latitude and a longitude are finite and within -90...90 and -180...180.
    public static func isValidPosition(lat: Double, lon: Double) -> Bool {
        lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180
    }
}
