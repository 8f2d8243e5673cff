-- Seed rows for schema version 7 (after 0007_device_totals): the rows of version 5, with
-- what the files stated beside the computed numbers: a GPX run with only a GPS distance, a
-- FIT-like run whose device total was taken, a quarantined CSV row with stated totals and
-- a trimmed run's original (NULL where a file states nothing).
INSERT INTO import_files (id, content_sha256, name, format, imported_at)
VALUES
  (1, 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809', 'exports/2024-05-02-morning.gpx', 'gpx', 1714650000),
  (2, '0b1c2d3e4f5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0', 'strava/activities.csv', 'csv', 1735700000),
  (3, 'c4d5e6f708192a3b4c5d6e7f809a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3', 'exports/2024-06-01-night.gpx', 'gpx', 1717300000);

INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
VALUES
  (1, 1714636800, 7200, 'running', 'Morning Run', 3600.0, 1200, 1200, 333.3, 'ok', 150.0, 150, NULL, 0, 'gpx', 1714650000, 1),
  (4, 1717198200, 7200, 'running', 'Night Run', 5850.0, 1950, 1950, 333.3, 'ok', 148.0, 150, NULL, 0, 'gpx', 1717300000, 3);

INSERT INTO splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                    avg_hr, avg_cadence, elevation_gain_m)
VALUES
  (1, 1, 1000, 333.3, 333.3, 333.3, 'ok', 150.0, NULL, 0),
  (4, 1, 1000, 333.3, 333.3, 333.3, 'ok', 148.0, NULL, 0);

INSERT INTO samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
VALUES
  (1, 0, 0, 470000000, 80000000, 4000, 150, NULL, 0),
  (1, 1, 5000, 470001349, 80000000, 4000, 150, NULL, 150),
  (4, 0, 0, 470000000, 80000000, 4000, 148, NULL, 0),
  (4, 1, 1950000, 470526100, 80000000, 4000, 148, NULL, 58500);

INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                              pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
                              imported_at, file_id, quarantined_at, rule, detail, duplicate_of)
VALUES
  (2, 1714636810, 7200, 'running', 'Morning Run', 3550.0, 1200, 1190, 9e999, 'ok', NULL, NULL, NULL, NULL, 'csv',
   1735700000, 2, 1735800000, 'non_finite,duplicate',
   'pace_s_per_km is infinite; same run as 1 (starts 10 s apart, 3550 m and 3600 m); 1 is kept: it has samples and heart rate', 1),
  (3, 1713000000, 0, 'running', 'Watch test', 30.0, 5, 5, NULL, 'too_short', NULL, NULL, NULL, NULL, 'gpx',
   1713000100, NULL, 1735800000, 'too_short', '30 m is shorter than 50 m', NULL);

INSERT INTO quarantined_splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                                avg_hr, avg_cadence, elevation_gain_m)
VALUES
  (3, 1, 30, 5, 5, NULL, 'too_short', NULL, NULL, NULL);

INSERT INTO quarantined_samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
VALUES
  (3, 0, 0, 470000000, 80000000, NULL, NULL, NULL, 0),
  (3, 1, 5000, 470002698, 80000000, NULL, NULL, NULL, 300);

INSERT INTO trim_originals (run_id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                            pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
                            imported_at, file_id, trimmed_at, cut_offset_ms)
VALUES
  (4, 1717198200, 7200, 'running', 'Night Run', 7550.0, 2400, 2400, 317.9, 'ok', 148.0, 150, NULL, 0, 'gpx',
   1717300000, 3, 1717400000, 1950000);

INSERT INTO trim_original_splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                                  avg_hr, avg_cadence, elevation_gain_m)
VALUES
  (4, 1, 1000, 333.3, 333.3, 333.3, 'ok', 148.0, NULL, 0),
  (4, 8, 550, 145.6, 145.6, 264.7, 'ok', NULL, NULL, 0);

INSERT INTO trim_original_samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
VALUES
  (4, 0, 0, 470000000, 80000000, 4000, 148, NULL, 0),
  (4, 1, 1950000, 470526100, 80000000, 4000, 148, NULL, 58500),
  (4, 2, 2400000, 470679000, 80000000, 4000, NULL, NULL, 75500);

UPDATE runs SET description = 'Easy loop, legs heavy', gear = 'Pegasus 40', commute = 0 WHERE id = 1;
UPDATE runs SET gear = 'Kinvara 14', commute = 1 WHERE id = 4;
UPDATE quarantined_runs SET description = 'Imported from activities.csv', commute = 0 WHERE id = 2;
UPDATE trim_originals SET description = 'Forgot to stop the watch', gear = 'Kinvara 14', commute = 1 WHERE run_id = 4;

UPDATE runs SET gps_distance_m = 3600.0, distance_source = 'gps', sport_source = 'file' WHERE id = 1;
UPDATE runs SET device_distance_m = 5900.0, device_timer_s = 1940.0, device_elapsed_s = 1950.0,
                gps_distance_m = 5850.0, distance_source = 'device', sport_source = 'inferred' WHERE id = 4;
UPDATE quarantined_runs SET device_distance_m = 3550.0, device_timer_s = 1190.0, device_elapsed_s = 1200.0,
                            distance_source = 'device', sport_source = 'file' WHERE id = 2;
UPDATE trim_originals SET device_distance_m = 7600.0, device_timer_s = 2390.0, device_elapsed_s = 2400.0,
                          gps_distance_m = 7550.0, distance_source = 'device', sport_source = 'inferred' WHERE run_id = 4;
