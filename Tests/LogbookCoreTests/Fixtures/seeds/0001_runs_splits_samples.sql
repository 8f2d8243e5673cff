-- Seed rows for schema version 1 (after 0001_runs_splits_samples), used by the
-- upgrade-path harness: realistic runs as logbook 0001 would have stored them.
INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at)
VALUES
  (1, 1714636800, 7200, 'running', 'Morning Run', 10012.4, 3050, 2990, 298.6, 'ok', 152.3, 171, 172.5, 84.2, 'gpx', 1714650000),
  (2, 1735687800, 3600, 'running', 'Réveillon « run »; DROP TABLE runs;--', 5003.0, 1620, 1560, 311.8, 'ok', NULL, NULL, NULL, NULL, 'csv', 1735700000),
  (3, 1700000000, -18000, 'cycling', 'Commute', 18250.0, 2700, 2580, 141.4, 'ok', 131.0, 160, 85.0, 120.0, 'tcx', 1700003000),
  (4, 1710000000, 0, 'running', 'Watch test at home', 0, 12, 0, NULL, 'no_distance', NULL, NULL, NULL, NULL, 'gpx', 1710000100);

INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                    avg_hr, avg_cadence, elevation_gain_m)
VALUES
  (1, 1, 1000, 301, 298, 298, 'ok', 140.5, 170, 10.2),
  (1, 2, 1000, 296, 296, 296, 'ok', 151.0, 172, 8.0),
  (1, 3, 12.4, 4, 4, NULL, 'too_short', 160.0, 174, 0),
  (2, 1, 1000, 310, 310, 310, 'ok', NULL, NULL, NULL);

INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
VALUES
  (1, 0, 0, 473769000, 85417000, 4081, 98, 160, 0),
  (1, 1, 1000, 473769270, 85417050, 4082, 99, 162, 30),
  (1, 2, 2000, 473769540, 85417100, 4084, 101, 166, 61),
  (3, 0, 0, 407128000, -740060000, 100, NULL, NULL, 0),
  (3, 1, 5000, 407129000, -740059000, 102, 120, 84, 112);
