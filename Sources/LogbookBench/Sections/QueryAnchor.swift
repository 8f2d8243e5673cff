/// `sqlite3` CLI queries that read what `logbook list` and `logbook show` print, on
/// logbook's own schema, so that each command can be timed against the same query.
enum QueryAnchor {
    /// `logbook list` (default options): running only, newest first, the table's columns.
    static let list = """
        SELECT id, datetime(start_utc + utc_offset_s, 'unixepoch'), sport, name, round(distance_m / 1000.0, 2),
               moving_s, CASE WHEN pace_status = 'ok' THEN pace_s_per_km END, round(avg_hr)
        FROM runs WHERE sport = 'running' ORDER BY start_utc DESC, id DESC;
        """

    /// `logbook show ID`: what the command reads to print its table, statement for statement
    /// (`show.sql` in the section's text lists them): the run's row, its km splits, its best
    /// efforts, the files it came from, its explorer tiles (how many it visited, how many
    /// first), the runner's profile, its heart-rate summary, and the sustained peaks of the
    /// live runs of the 365 days up to its date (with a day either side) that estimate its
    /// maximum heart rate when the profile sets none.
    static func show(_ id: Int) -> String {
        """
        SELECT * FROM runs WHERE id = \(id);
        SELECT split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status, avg_hr, avg_cadence, elevation_gain_m
        FROM splits WHERE run_id = \(id) ORDER BY split_index;
        SELECT run_id, distance_m, time_s, starts_at_m, start_offset_s, status, measured_by
        FROM best_efforts WHERE run_id = \(id) ORDER BY distance_m;
        SELECT f.name, f.format, f.content_sha256, f.imported_at, s.status, k.state
        FROM run_sources s JOIN import_files f ON f.id = s.file_id LEFT JOIN kept_originals k ON k.content_sha256 = f.content_sha256
        WHERE s.run_id = \(id) ORDER BY f.imported_at, f.id;
        SELECT count(*), coalesce(sum(NOT EXISTS (
            SELECT 1 FROM run_tiles o JOIN runs r ON r.id = o.run_id
            WHERE o.zoom = t.zoom AND o.x = t.x AND o.y = t.y AND o.run_id <> t.run_id
              AND (r.start_utc < me.start_utc OR (r.start_utc = me.start_utc AND r.id < me.id))
              AND NOT (r.doubt IS NOT NULL AND r.believed IS NULL))), 0)
        FROM run_tiles t JOIN runs me ON me.id = t.run_id WHERE t.run_id = \(id) AND t.zoom = 14;
        SELECT from_date, max_hr, resting_hr, lthr, sex, set_at FROM athlete_settings;
        SELECT * FROM run_heart_rates WHERE run_id = \(id);
        SELECT r.id, r.start_utc, r.utc_offset_s, h.run_id, h.sustained_peak_bpm
        FROM runs r LEFT JOIN run_heart_rates h ON h.run_id = r.id, runs me
        WHERE me.id = \(id) AND NOT (r.doubt IS NOT NULL AND r.believed IS NULL) AND r.id <> me.id
          AND r.start_utc BETWEEN ((me.start_utc + me.utc_offset_s) / 86400 - 365) * 86400 AND me.start_utc + 172800;
        """
    }
}
