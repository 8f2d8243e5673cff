-- Seed rows for schema version 6 (after 0006_best_efforts): the rows of version 5 (live
-- runs, runs in quarantine, a trimmed run with its original, with their words) and their
-- best efforts: live, in quarantine (a run whose 1 km was faster than the world record,
-- its 400 m tainted with it) and of the trim original.
-- includes: 0005_run_words

INSERT INTO best_efforts (run_id, distance_m, time_s, starts_at_m, start_offset_s, status, measured_by)
VALUES
  (4, 400, 133.3, 0, 0, 'ok', 'gps'),
  (4, 1000, 333.3, 0, 0, 'ok', 'gps'),
  (4, 1609.344, 536.4, 0, 0, 'ok', 'gps'),
  (4, 5000, 1666.7, 0, 0, 'ok', 'gps');

INSERT INTO quarantined_best_efforts (run_id, distance_m, time_s, starts_at_m, start_offset_s, status, measured_by)
VALUES
  (2, 400, 40.0, 1200, 360, 'faster_than_world_record', 'device'),
  (2, 1000, 150.0, 1000, 300, 'impossible_run', 'device');

INSERT INTO trim_original_best_efforts (run_id, distance_m, time_s, starts_at_m, start_offset_s, status, measured_by)
VALUES
  (4, 400, 105.9, 7100, 2281.0, 'ok', 'gps'),
  (4, 1000, 264.7, 6500, 2122.2, 'ok', 'gps'),
  (4, 5000, 1581.2, 2550, 850.0, 'ok', 'gps');
