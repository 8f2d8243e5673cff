import LogbookModel

/// A positioned point of a run as the tile finder reads it: its time, position and recording
/// segment, as stored (`StoredInteger`: milliseconds, 1e-7 degrees).
public struct TilePoint: Sendable, Equatable {
    /// Seconds since the run's start.
    public var offset: Double
    /// Latitude in degrees.
    public var lat: Double
    /// Longitude in degrees.
    public var lon: Double
    /// The 0-based recording segment.
    public var segment: Int64

    /// A point from each of its parts.
    public init(offset: Double, lat: Double, lon: Double, segment: Int64) {
        self.offset = offset
        self.lat = lat
        self.lon = lon
        self.segment = segment
    }

    /// The point of `sample` as it is stored, or `nil` when it has no position.
    public init?(storedFrom sample: Sample) {
        guard let position = Self.storedPosition(of: sample.point) else { return nil }
        self.init(
            offset: Double(StoredInteger.scaled(sample.offset, scale: 1000) ?? 0) / 1000, lat: position.lat,
            lon: position.lon, segment: Int64(max(sample.segment, 0)))
    }

    /// The position of `point` in degrees as it is stored (whole 1e-7 degrees), or `nil`
    /// when it has none: the latitude and longitude of `init(storedFrom:)`.
    @inline(__always) static func storedPosition(of point: TrackPoint) -> (lat: Double, lon: Double)? {
        guard point.hasPosition, let lat = StoredInteger.scaled(point.lat, scale: 1e7), let lon = StoredInteger.scaled(point.lon, scale: 1e7)
        else { return nil }
        return (Double(lat) / 1e7, Double(lon) / 1e7)
    }
}
