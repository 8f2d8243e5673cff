/// One pass of a run through a segment: when it crossed the start gate and how long it
/// took to the end gate, both interpolated between the samples either side of each gate.
public struct SegmentPass: Sendable, Equatable {
    /// Seconds since the run's start at the start gate.
    public var startOffset: Double
    /// Seconds from the start gate to the end gate.
    public var elapsed: Double
}
