/// `sqlite3` CLI queries that read what `logbook list` and `logbook show` print, on
/// logbook's own schema, so that each command can be timed against the same query.
enum QueryAnchor {
    /// `logbook list` (default options): running only, newest first, the table's columns.
    static let list = """
        SELECT id, datetime(start_utc + utc_offset_s, 'unixepoch'), sport, name, round(distance_m / 1000.0, 2),
               moving_s, CASE WHEN pace_status = 'ok' THEN pace_s_per_km END, round(avg_hr)
        FROM runs WHERE sport = 'running' ORDER BY start_utc DESC, id DESC;
        """

    /// `logbook show ID`: the run's row and its km splits.
    static func show(_ id: Int) -> String {
        """
        SELECT id, datetime(start_utc + utc_offset_s, 'unixepoch'), utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
               pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source
        FROM runs WHERE id = \(id);
        SELECT split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, avg_hr, avg_cadence, elevation_gain_m
        FROM splits WHERE run_id = \(id) ORDER BY split_index;
        """
    }
}
