-- Seed rows for schema version 2 (after 0002_import_files): runs linked to the
-- files they were imported from, and one run from before files were recorded.
INSERT INTO import_files (id, content_sha256, name, format, imported_at)
VALUES
  (1, 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809', 'exports/2024-05-02-morning.gpx', 'gpx', 1714650000),
  (2, '0b1c2d3e4f5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0', 'strava/activities.csv', 'csv', 1735700000);

INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
VALUES
  (1, 1714636800, 7200, 'running', 'Morning Run', 10012.4, 3050, 2990, 298.6, 'ok', 152.3, 171, 172.5, 84.2, 'gpx', 1714650000, 1),
  (2, 1735687800, 3600, 'running', 'New Year''s Day "run"', 5003.0, 1620, 1560, 311.8, 'ok', NULL, NULL, NULL, NULL, 'csv', 1735700000, 2),
  (3, 1735774200, 3600, 'walking', 'Walk', 3100.0, 2400, 2300, 741.9, 'ok', NULL, NULL, NULL, NULL, 'csv', 1735700000, 2),
  (4, 1600000000, 0, 'running', 'Before file records', 30, 5, 5, NULL, 'too_short', NULL, NULL, NULL, NULL, 'gpx', 1600000100, NULL);

INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                    avg_hr, avg_cadence, elevation_gain_m)
VALUES
  (1, 1, 1000, 301, 298, 298, 'ok', 140.5, 170, 10.2),
  (1, 2, 1000, 296, 296, 296, 'ok', 151.0, 172, 8.0);

INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
VALUES
  (1, 0, 0, 473769000, 85417000, 4081, 98, 160, 0),
  (1, 1, 1000, 473769270, 85417050, 4082, 99, 162, 30);
