import LogbookSQLite

/// The columns of `segment_efforts`, every pass of a live run through a segment (migration 0022).
public enum SegmentEffortColumn: String, TableColumn {
    /// The run.
    case runID = "run_id"
    /// The segment.
    case segmentID = "segment_id"
    /// Seconds since the run's start at the start gate.
    case startOffset = "start_offset_s"
    /// Seconds from gate to gate.
    case elapsed = "elapsed_s"

    /// The table.
    public static let table = "segment_efforts"
}
