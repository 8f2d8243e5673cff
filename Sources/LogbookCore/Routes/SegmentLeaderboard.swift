import LogbookStore

/// A segment with the runner's efforts on it, fastest first (`SegmentBoard`).
public struct SegmentLeaderboard: Sendable, Equatable {
    /// The segment.
    public var segment: StoredSegment
    /// Its efforts by live runs that can be true, fastest first; the rank is the place from 1.
    public var efforts: [SegmentEffortRow]

    /// The fastest effort.
    public var best: SegmentEffortRow? { efforts.first }
}
