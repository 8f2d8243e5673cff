import LogbookSQLite

/// The columns of `route_runs`, the route each live run with GPS is on (migration 0022).
public enum RouteRunColumn: String, TableColumn {
    /// The run.
    case runID = "run_id"
    /// Its route.
    case routeID = "route_id"

    /// The table.
    public static let table = "route_runs"
}
