import LogbookStore

/// What the recording-tail rule needs of one stored sample.
public struct TailSample: Sendable, Equatable {
    /// Milliseconds since the run's start (`samples.offset_ms`).
    public var offsetMs: Int64
    /// Cumulative distance in decimetres (`samples.distance_dm`), if stored.
    public var distanceDm: Int64?
    /// True when the sample has a heart-rate reading.
    public var hasHeartRate: Bool
}

extension TailSample {
    /// What the rule needs of a stored sample.
    public init(_ stored: StoredSample) {
        self.init(offsetMs: stored.offsetMs, distanceDm: stored.distanceDm, hasHeartRate: stored.hr != nil)
    }
}
