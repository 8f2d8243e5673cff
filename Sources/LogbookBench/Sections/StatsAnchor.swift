/// The `sqlite3` CLI queries equivalent to `logbook stats --monthly` and `--weekly`
/// (default options) on logbook's own schema: running only, periods on the local
/// calendar of each start (`start_utc + utc_offset_s`), and an average pace over the
/// runs whose stored pace is `ok` and within the default thresholds (2:00-30:00 min/km,
/// at least 50 m), as total moving time over total distance.
enum StatsAnchor {
    /// The per-run columns both queries group.
    private static let classified = """
        SELECT (start_utc + utc_offset_s) / 86400 AS day, distance_m, moving_s, avg_hr,
               (pace_status = 'ok' AND pace_s_per_km BETWEEN 120 AND 1800 AND distance_m >= 50) AS ok
        FROM runs WHERE sport = 'running'
        """

    /// The sums of one period, after its label column.
    private static let sums = """
        count(*) AS runs, round(total(distance_m), 1) AS distance_m, round(total(moving_s)) AS moving_s,
               sum(ok) AS pace_runs,
               round(total(CASE WHEN ok THEN moving_s END) / (total(CASE WHEN ok THEN distance_m END) / 1000.0), 1)
                   AS pace_s_per_km,
               round(total(CASE WHEN avg_hr > 0 THEN avg_hr * moving_s END)
                     / total(CASE WHEN avg_hr > 0 THEN moving_s END), 1) AS avg_hr
        """

    /// Monthly: one row per calendar month, labelled `2024-03`.
    static let monthly = """
        SELECT strftime('%Y-%m', day * 86400, 'unixepoch') AS period, \(sums)
        FROM (\(classified))
        GROUP BY period ORDER BY period;
        """

    /// Weekly: one row per Monday week (1970-01-01 was a Thursday), labelled by its Monday.
    static let weekly = """
        SELECT date(((day + 3) / 7 * 7 - 3) * 86400, 'unixepoch') AS period, \(sums)
        FROM (\(classified))
        GROUP BY (day + 3) / 7 ORDER BY period;
        """
}
