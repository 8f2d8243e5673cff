import LogbookSQLite

/// The columns of `routes`, one course run many times (migration 0022).
public enum RouteColumn: String, TableColumn {
    /// The route's id: the id of the run that first went this way, unless taken.
    case id
    /// The sport of its runs.
    case sport
    /// The runner's name for it, if given.
    case name
    /// The grid cell of its start (`RouteCell`).
    case startCell = "start_cell"
    /// Its length as first run, metres.
    case length = "length_m"
    /// Its course (`RouteTrack.encoded`).
    case track
    /// The route that is this course run the other way round.
    case reverseOf = "reverse_of"

    /// The table.
    public static let table = "routes"
}
