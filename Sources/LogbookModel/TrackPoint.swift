/// One timed (or untimed) point of a recorded activity, as read from a file.
///
/// Fields are stored as plain numbers with `.nan` meaning "no value", which keeps
/// a point at 56 bytes so that a track of 400,000 points stays small in memory.
/// Use the optional accessors (`time`, `latitude`, ...) to read them.
public struct TrackPoint: Sendable, Equatable, BitwiseCopyable {
    /// UTC time as seconds since 1970-01-01, or `.nan` when the point has no usable time.
    public var timestamp: Double
    /// Latitude in degrees (-90...90), or `.nan`.
    public var lat: Double
    /// Longitude in degrees (-180...180), or `.nan`.
    public var lon: Double
    /// Elevation in metres, or `.nan`.
    public var ele: Double
    /// Cumulative distance in metres reported by the device (TCX, FIT), or `.nan`.
    public var deviceDistance: Double
    /// Heart rate in beats per minute, or `.nan` (a reading of 0 is stored as `.nan`).
    public var hr: Float
    /// Cadence in steps per minute (both feet), or `.nan`.
    public var cadence: Float

    /// Creates a point; every field defaults to "no value".
    public init(
        timestamp: Double = .nan, lat: Double = .nan, lon: Double = .nan, ele: Double = .nan,
        deviceDistance: Double = .nan, hr: Float = .nan, cadence: Float = .nan
    ) {
        self.timestamp = timestamp
        self.lat = lat
        self.lon = lon
        self.ele = ele
        self.deviceDistance = deviceDistance
        self.hr = hr
        self.cadence = cadence
    }

    /// The UTC time in seconds since 1970, or `nil`.
    @inlinable public var time: Double? { timestamp.isNaN ? nil : timestamp }
    /// True when both latitude and longitude are present.
    @inlinable public var hasPosition: Bool { !lat.isNaN && !lon.isNaN }
    /// The heart rate, or `nil`.
    @inlinable public var heartRate: Double? { hr.isNaN ? nil : Double(hr) }
    /// The cadence, or `nil`.
    @inlinable public var cadenceValue: Double? { cadence.isNaN ? nil : Double(cadence) }
    /// The elevation, or `nil`.
    @inlinable public var elevation: Double? { ele.isNaN ? nil : ele }
    /// The device-reported cumulative distance, or `nil`.
    @inlinable public var distance: Double? { deviceDistance.isNaN ? nil : deviceDistance }

    /// Two points are equal when every field is equal, treating "no value" as equal to itself.
    public static func == (a: TrackPoint, b: TrackPoint) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        func same(_ x: Float, _ y: Float) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.timestamp, b.timestamp) && same(a.lat, b.lat) && same(a.lon, b.lon)
            && same(a.ele, b.ele) && same(a.deviceDistance, b.deviceDistance)
            && same(a.hr, b.hr) && same(a.cadence, b.cadence)
    }
}
