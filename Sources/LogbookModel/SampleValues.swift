import LogbookSupport

/// Which values of a track point logbook keeps: one rule for import (`RunBuilderTrack`),
/// rebuild and export, so that what export writes is what import reads back.
public enum SampleValues {
    /// Elevations kept, in metres: from the Dead Sea's shore far below to above Everest.
    public static let elevationRange = -2_000.0...12_000.0
    /// Device distances kept, in metres (100,000 km).
    public static let deviceDistanceRange = 0.0...1e8
    /// Heart rates kept, in beats per minute: a value a sensor can give at all (whether a
    /// reading is believed for zones and load is judged apart, by `HeartRateGuard`). The one
    /// range of a plausible heart rate: the samples kept here, a stored sample read back
    /// (`HeartRatePoint`), a sample written (`SampleColumn`) and a run's average and maximum
    /// (`Believable.maxHeartRate`, the builder's check of a file's summary).
    public static let heartRateRange: ClosedRange<Double> = 1...300
    /// Cadences kept, in steps or revolutions per minute: the one range of a plausible cadence
    /// (samples kept and written, a run's average: `Believable.isBelievableCadence`).
    public static let cadenceRange: ClosedRange<Double> = 0...1000

    /// The point with every unusable value replaced by "no value" (`.nan`), and its
    /// elevation and device distance on the 0.1 m grid the samples table stores: a run
    /// rebuilt from its stored samples then sees the values its import saw, so the
    /// elevation gain's 3 m hysteresis and the moving-time rule's 0.5 m/s threshold judge
    /// them alike. (Positions are kept as read: 1e-7° is 1.1 cm, far below what any rule
    /// tells apart.)
    public static func cleaned(_ raw: TrackPoint) -> TrackPoint {
        var point = raw
        if !Geo.isValidPosition(lat: raw.lat, lon: raw.lon) {
            point.lat = .nan
            point.lon = .nan
        }
        point.ele = elevationRange.contains(raw.ele) ? HalfAwayRounding.rounded(raw.ele * 10) / 10 : .nan
        point.deviceDistance = deviceDistanceRange.contains(raw.deviceDistance)
            ? HalfAwayRounding.rounded(raw.deviceDistance * 10) / 10 : .nan
        if !heartRateRange.contains(Double(raw.hr)) { point.hr = .nan }
        if !cadenceRange.contains(Double(raw.cadence)) { point.cadence = .nan }
        return point
    }
}
