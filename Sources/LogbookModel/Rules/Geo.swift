import Foundation

/// Great-circle geometry on a spherical Earth, used for GPS distances.
public enum Geo {
    /// The mean Earth radius in metres (IUGG R1 = 6,371,008.8 m).
    public static let earthRadius = 6_371_008.8

    /// The haversine great-circle distance in metres between two positions in degrees.
    public static func distance(lat1: Double, lon1: Double, lat2: Double, lon2: Double) -> Double {
        distance(lat1: lat1, lon1: lon1, cosLat1: cosLatitude(lat1), lat2: lat2, lon2: lon2, cosLat2: cosLatitude(lat2))
    }

    /// The cosine of a latitude in degrees, exactly as `distance` computes it: worked out once
    /// per point, it serves every haversine that point is an end of.
    @inline(__always)
    public static func cosLatitude(_ lat: Double) -> Double {
        cos(lat * (Double.pi / 180))
    }

    /// `distance(lat1:lon1:lat2:lon2:)` with the cosines of both latitudes given
    /// (`cosLatitude`): the same value, bit for bit, with two fewer cosines.
    @inline(__always)
    public static func distance(
        lat1: Double, lon1: Double, cosLat1: Double, lat2: Double, lon2: Double, cosLat2: Double
    ) -> Double {
        let radiansPerDegree = Double.pi / 180
        let halfDeltaPhi = (lat2 - lat1) * radiansPerDegree / 2
        let halfDeltaLambda = (lon2 - lon1) * radiansPerDegree / 2
        let sinPhi = sin(halfDeltaPhi)
        let sinLambda = sin(halfDeltaLambda)
        let h = sinPhi * sinPhi + cosLat1 * cosLat2 * sinLambda * sinLambda
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

    /// Whether `approximateDistance(lat1:lon1:lat2:lon2:)` is at most `limit`: the same answer,
    /// mostly without its cosine. The cosine of a latitude lies in [0, 1], so leaving out the
    /// east-west part can only shorten the distance and leaving out the cosine can only
    /// lengthen it (each step of the floating-point formula is monotonic): when the shorter
    /// one is beyond `limit`, or the longer one within it, that decides.
    public static func approximateDistance(
        lat1: Double, lon1: Double, lat2: Double, lon2: Double, isAtMost limit: Double
    ) -> Bool {
        let radiansPerDegree = Double.pi / 180
        let east = (lon2 - lon1) * radiansPerDegree
        let y = (lat2 - lat1) * radiansPerDegree
        let northSquared = y * y
        if earthRadius * northSquared.squareRoot() > limit { return false }
        if earthRadius * (east * east + northSquared).squareRoot() <= limit { return true }
        let x = east * cos((lat1 + lat2) / 2 * radiansPerDegree)
        return earthRadius * (x * x + northSquared).squareRoot() <= limit
    }

    /// True when a latitude and a longitude are finite and within -90...90 and -180...180.
    public static func isValidPosition(lat: Double, lon: Double) -> Bool {
        lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180
    }
}
