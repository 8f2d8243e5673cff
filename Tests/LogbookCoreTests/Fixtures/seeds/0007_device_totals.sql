-- Seed rows for schema version 7 (after 0007_device_totals): the rows of version 5, with
-- what the files stated beside the computed numbers: a GPX run with only a GPS distance, a
-- FIT-like run whose device total was taken, a quarantined CSV row with stated totals and
-- a trimmed run's original (NULL where a file states nothing).
-- includes: 0005_run_words

UPDATE runs SET gps_distance_m = 3600.0, distance_source = 'gps', sport_source = 'file' WHERE id = 1;
UPDATE runs SET device_distance_m = 5900.0, device_timer_s = 1940.0, device_elapsed_s = 1950.0,
                gps_distance_m = 5850.0, distance_source = 'device', sport_source = 'inferred' WHERE id = 4;
UPDATE quarantined_runs SET device_distance_m = 3550.0, device_timer_s = 1190.0, device_elapsed_s = 1200.0,
                            distance_source = 'device', sport_source = 'file' WHERE id = 2;
UPDATE trim_originals SET device_distance_m = 7600.0, device_timer_s = 2390.0, device_elapsed_s = 2400.0,
                          gps_distance_m = 7550.0, distance_source = 'device', sport_source = 'inferred' WHERE run_id = 4;
