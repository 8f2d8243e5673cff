/// Where a generated recorded run has got to (`RandomSampleRuns.recorded`), so that a long
/// run can be generated one chunk at a time.
struct RecordedState {
    /// The next sample's position.
    var seq: Int64 = 0
    /// The last sample's time, ms.
    var offsetMs: Int64 = 0
    /// Latitude, 1e-7 degrees (near Oslo).
    var latE7: Int64 = 599_000_000
    /// Longitude, 1e-7 degrees.
    var lonE7: Int64 = 107_000_000
    /// The latitude's change per second.
    var velocityLat: Int64 = 120
    /// The longitude's change per second.
    var velocityLon: Int64 = 200
    /// Elevation, dm.
    var eleDm: Int64 = 1_000
    /// Heart rate, bpm.
    var hr: Int64 = 120
    /// Distance so far, dm.
    var distanceDm: Int64 = 0
    /// Recording segment.
    var segment: Int64 = 0
}
