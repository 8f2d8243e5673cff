import Foundation
import LogbookModel

/// A run's course as a route sees it: its positions resampled every
/// `RouteTolerances.trackSpacing` metres along the way, so that tracks recorded at any rate
/// compare point for point.
public struct RouteTrack: Sendable, Equatable {
    /// The resampled positions, start to end.
    public var points: [CoursePoint]
    /// The length of the recorded path, metres.
    public var length: Double

    /// A track from points already resampled (a stored track).
    public init(points: [CoursePoint], length: Double) {
        self.points = points
        self.length = length
    }

    /// The track of `positions` (a run's positioned samples, in order) resampled every
    /// `spacing` metres; positions that are not valid are skipped. Fewer than two distinct
    /// positions give an empty track.
    public init(positions: [CoursePoint], spacing: Double = RouteTolerances.trackSpacing) {
        // The valid positions are read where they lie, not copied out first.
        guard let firstIndex = positions.firstIndex(where: { Geo.isValidPosition(lat: $0.lat, lon: $0.lon) }) else {
            self.init(points: [], length: 0)
            return
        }
        let first = positions[firstIndex]
        var points = [first]
        var walked = 0.0
        var nextAt = spacing
        var previous = first
        for point in positions[(firstIndex + 1)...] where Geo.isValidPosition(lat: point.lat, lon: point.lon) {
            let step = Geo.approximateDistance(lat1: previous.lat, lon1: previous.lon, lat2: point.lat, lon2: point.lon)
            guard step > 0 else { continue }
            while walked + step >= nextAt {
                let fraction = (nextAt - walked) / step
                points.append(CoursePoint(
                    lat: previous.lat + (point.lat - previous.lat) * fraction,
                    lon: previous.lon + (point.lon - previous.lon) * fraction))
                nextAt += spacing
            }
            walked += step
            previous = point
        }
        if points.count < 2 || points.last != previous { points.append(previous) }
        self.init(points: walked > 0 ? points : [], length: walked)
    }

    /// True when the track has too few points to belong to a route.
    public var isEmpty: Bool { points.count < 2 }

    /// The first position.
    public var start: CoursePoint? { points.first }

    /// The last position.
    public var end: CoursePoint? { points.last }

    /// The same track run the other way.
    public var reversed: RouteTrack { RouteTrack(points: points.reversed(), length: length) }

    /// The track as stored: each point's latitude and longitude in 1e-7 degrees, little-endian Int32.
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(points.count * 8)
        for point in points {
            for value in [point.lat, point.lon] {
                withUnsafeBytes(of: Self.storedE7(value).littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        return bytes
    }

    /// A latitude or longitude as the stored track keeps it: 1e-7 degrees, rounded, clamped to
    /// Int32 (a coordinate of no real track clamps).
    public static func storedE7(_ degrees: Double) -> Int32 {
        guard degrees.isFinite else { return 0 }
        return Int32(clamping: Int64(exactly: (degrees * 1e7).rounded()) ?? (degrees < 0 ? Int64(Int32.min) : Int64(Int32.max)))
    }

    /// The track stored as `bytes` (`encoded`) with its `length`; trailing bytes short of a point are ignored.
    public init(encoded bytes: [UInt8], length: Double) {
        var points: [CoursePoint] = []
        points.reserveCapacity(bytes.count / 8)
        var index = 0
        func int32(at offset: Int) -> Int32 {
            var value: UInt32 = 0
            for byte in 0..<4 { value |= UInt32(bytes[offset + byte]) << (8 * UInt32(byte)) }
            return Int32(bitPattern: value)
        }
        while index + 8 <= bytes.count {
            points.append(CoursePoint(lat: Double(int32(at: index)) / 1e7, lon: Double(int32(at: index + 4)) / 1e7))
            index += 8
        }
        self.init(points: points, length: length)
    }
}
