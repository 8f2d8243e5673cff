import LogbookSQLite

/// Reads routes and their runs, and renames routes (migration 0022).
public struct RouteQueries {
    /// The connection.
    public let database: Database

    /// Queries over an open, migrated logbook.
    public init(database: Database) {
        self.database = database
    }

    /// Every live run on a route (of route `routeID` only, when given), by route then start.
    public func runs(ofRoute routeID: Int64? = nil) throws -> [RouteRunRow] {
        let rows = try database.namedRows(
            """
            SELECT r.id AS route_id, r.name AS route_name, r.length_m, r.reverse_of, runs.id AS run_id, runs.start_utc,
                   runs.utc_offset_s, runs.name AS run_name, runs.distance_m, runs.moving_s, runs.avg_hr,
                   (runs.doubt IS NOT NULL AND runs.believed IS NULL) AS doubted
            FROM routes r JOIN route_runs rr ON rr.route_id = r.id JOIN runs ON runs.id = rr.run_id
            \(routeID == nil ? "" : "WHERE r.id = ?")
            ORDER BY r.id, runs.start_utc, runs.id
            """, routeID.map { [.integer($0)] } ?? [])
        return rows.map { row in
            RouteRunRow(
                routeID: row["route_id"].int64Value ?? 0, routeName: row["route_name"].stringValue,
                routeLength: row["length_m"].doubleValue ?? 0, reverseOf: row["reverse_of"].int64Value,
                runID: row["run_id"].int64Value ?? 0, startUTC: row["start_utc"].int64Value ?? 0,
                utcOffset: Int(clamping: row["utc_offset_s"].int64Value ?? 0), runName: row["run_name"].stringValue,
                distance: row["distance_m"].doubleValue, moving: row["moving_s"].doubleValue,
                averageHeartRate: row["avg_hr"].doubleValue, isDoubted: row["doubted"].int64Value == 1)
        }
    }

    /// True when route `routeID` exists.
    public func exists(_ routeID: Int64) throws -> Bool {
        try database.scalar("SELECT count(*) FROM routes WHERE id = ?", [.integer(routeID)]).int64Value == 1
    }

    /// The route live run `runID` is on, if any.
    public func route(ofRun runID: Int64) throws -> Int64? {
        try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(runID)]).int64Value
    }

    /// Names route `routeID` `name` (`nil`: the most common name of its runs again).
    public func rename(_ routeID: Int64, to name: String?) throws {
        guard try exists(routeID) else { throw RouteError.routeNotFound(id: routeID) }
        if let name, name.isEmpty || name.count > 200 { throw RouteError.badName }
        try database.execute("UPDATE routes SET name = ? WHERE id = ?", [name.sqliteValue, .integer(routeID)])
    }
}
