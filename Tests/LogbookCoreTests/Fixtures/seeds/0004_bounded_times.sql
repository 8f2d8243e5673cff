-- Seed rows for schema version 4 (after 0004_bounded_times): the rows of version 3 (live
-- runs, quarantine, a trimmed run and its original), plus a run on the first second the
-- window believes (1900-01-01T00:00:00Z) imported on its last (2099-12-31T23:59:59Z).
-- includes: 0003_quarantine

INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
VALUES
  (5, -2208988800, 0, 'running', 'Edge of the window', 1609.3, 300, 300, 186.4, 'ok', NULL, NULL, NULL, NULL, 'csv', 4102444799, NULL);
