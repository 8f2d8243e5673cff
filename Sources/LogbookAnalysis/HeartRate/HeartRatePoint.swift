import LogbookModel

/// One sample as the heart-rate computations see it: its time, its reading, how far the run
/// had gone and its recording segment.
///
/// Built from a run builder's `Sample` or a stored `StoredSample`, so that zones, TRIMP and
/// the guards are the same functions on import and on read.
public struct HeartRatePoint: Sendable, Equatable {
    /// Seconds since the run's start.
    public var offset: Double
    /// The heart rate in bpm, or `nil` when the sample has no reading.
    public var bpm: Double?
    /// The cumulative distance in metres, or `nil` when unknown.
    public var distance: Double?
    /// The 0-based recording segment, or `nil` when unknown (samples stored before segments were).
    public var segment: Int64?

    /// Creates a point.
    public init(offset: Double, bpm: Double?, distance: Double? = nil, segment: Int64? = nil) {
        self.offset = offset
        self.bpm = bpm
        self.distance = distance
        self.segment = segment
    }

    /// The point of a built sample (a NaN heart rate or distance is no value).
    public init(_ sample: Sample) {
        self.init(
            offset: sample.offset, bpm: sample.point.heartRate,
            distance: sample.distance.isFinite ? sample.distance : nil, segment: Int64(sample.segment))
    }

    /// The point `sample` becomes once stored (`StoredInteger`: whole milliseconds,
    /// bpm and decimetres), so that what is computed on import equals what is computed
    /// from the stored samples later.
    public init(storedFrom sample: Sample) {
        let hr = sample.point.heartRate.flatMap { SampleValues.heartRateRange.contains($0) ? StoredInteger.scaled($0, scale: 1) : nil }
        self.init(
            offset: Double(StoredInteger.scaled(sample.offset, scale: 1000) ?? 0) / 1000, bpm: hr.map(Double.init),
            distance: StoredInteger.scaled(sample.distance, scale: 10).map { Double($0) / 10 }, segment: Int64(max(sample.segment, 0)))
    }
}
