-- Seed rows for schema version 17 (after 0017_moving_source): the rows of version 16, with
-- the FIT-like run 4 moving for its device's timer and its speed-derived moving time kept
-- beside it, the GPX run 1 moving for its points' speed, and the quarantined and trimmed
-- twins carrying the same columns.
-- includes: 0016_run_heart_rates

UPDATE runs SET moving_s = 1940.0, gps_moving_s = 1910.0, moving_source = 'device' WHERE id = 4;
UPDATE runs SET gps_moving_s = 2990.0, moving_source = 'gps' WHERE id = 1;
UPDATE quarantined_runs SET gps_moving_s = 1180.0, moving_source = 'device' WHERE id = 2;
UPDATE trim_originals SET gps_moving_s = 2380.0, moving_source = 'device' WHERE run_id = 4;
