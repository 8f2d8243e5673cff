import LogbookAnalysis

/// A segment as stored: its id, name, length and line.
public struct StoredSegment: Sendable, Equatable {
    /// The segment's id.
    public var id: Int64
    /// Its name.
    public var name: String
    /// Its length along its line, metres.
    public var length: Double
    /// Its line, resampled every `RouteTolerances.segmentSpacing` metres.
    public var line: RouteTrack
}
