import LogbookSQLite

/// The columns of `segments`, stretches of road the runner named (migration 0022).
public enum SegmentColumn: String, TableColumn {
    /// The segment's id.
    case id
    /// Its name, unique.
    case name
    /// The grid cell of its start (`RouteCell`).
    case startCell = "start_cell"
    /// Its length along its line, metres.
    case length = "length_m"
    /// Its line (`RouteTrack.encoded`, every 10 m).
    case line
    /// When it was added, unix seconds.
    case createdAt = "created_at"

    /// The table.
    public static let table = "segments"
}
