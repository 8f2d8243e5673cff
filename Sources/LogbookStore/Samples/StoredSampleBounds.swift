/// The bounds a stored sample's values must lie in: the CHECKs the rows table had (migration
/// 0001), kept by the chunk writer now that a chunk's values are inside a blob SQL cannot check.
public enum StoredSampleBounds {
    /// Latitude in 1e-7 degrees.
    static let latE7: ClosedRange<Int64> = -900_000_000...900_000_000
    /// Longitude in 1e-7 degrees.
    static let lonE7: ClosedRange<Int64> = -1_800_000_000...1_800_000_000
    /// Heart rate in bpm.
    static let hr: ClosedRange<Int64> = 1...400
    /// Cadence in steps per minute.
    static let cadence: ClosedRange<Int64> = 0...1_000
    /// Cumulative distance in decimetres.
    static let distanceDm: ClosedRange<Int64> = 0...Int64.max
    /// The 0-based recording segment.
    static let segment: ClosedRange<Int64> = 0...2_147_483_647

    /// The first column of `sample` whose value lies outside its bounds, with the value; nil
    /// when every value (NULLs included) may be stored.
    public static func violation(of sample: StoredSample) -> (column: SampleColumn, value: Int64)? {
        let checked: [(SampleColumn, Int64?, ClosedRange<Int64>)] = [
            (.latE7, sample.latE7, latE7), (.lonE7, sample.lonE7, lonE7), (.hr, sample.hr, hr),
            (.cadence, sample.cadence, cadence), (.distanceDm, sample.distanceDm, distanceDm), (.segment, sample.segment, segment),
        ]
        for (column, value, bounds) in checked {
            if let value, !bounds.contains(value) { return (column, value) }
        }
        return nil
    }
}
