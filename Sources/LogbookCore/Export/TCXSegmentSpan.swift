import LogbookStore

/// One recording segment of a run as `TCXDocument` needs it before writing its lap: its
/// first and last samples (for the lap's span and distance).
struct TCXSegmentSpan {
    /// The segment number the samples carry.
    var segment: Int64?
    /// Its first sample.
    var first: StoredSample
    /// Its last sample so far.
    var last: StoredSample
}
