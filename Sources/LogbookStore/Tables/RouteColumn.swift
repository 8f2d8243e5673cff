import LogbookSQLite

/// The columns of `routes`, one course run many times (migration 0022; its ends, 0027).
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
    /// The grid cell of its end (`RouteCell`, 0027).
    case endCell = "end_cell"
    /// Its first position's latitude, 1e-7 degrees (`RouteTrack.storedE7`).
    case startLatE7 = "start_lat_e7"
    /// Its first position's longitude, 1e-7 degrees.
    case startLonE7 = "start_lon_e7"
    /// Its last position's latitude, 1e-7 degrees.
    case endLatE7 = "end_lat_e7"
    /// Its last position's longitude, 1e-7 degrees.
    case endLonE7 = "end_lon_e7"

    /// The table.
    public static let table = "routes"
}
