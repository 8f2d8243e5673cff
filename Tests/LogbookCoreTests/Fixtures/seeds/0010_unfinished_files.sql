-- Seed rows for schema version 10 (after 0010_unfinished_files): the rows of version 9, with
-- an Apple Health export of which one workout was stored before the import was stopped.
-- includes: 0009_run_sources

INSERT INTO import_files (id, content_sha256, name, format, imported_at, complete)
VALUES
  (6, '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9', 'export.xml', 'apple_health', 1725264000, 0);

-- The one workout of that export that was stored (a summary run).
INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
VALUES
  (6, 1719896400, 7200, 'running', NULL, 5000.0, 1500, 1500, 300.0, 'ok', NULL, NULL, NULL, NULL, 'apple_health', 1725264000, 6);

INSERT INTO run_sources (run_id, file_id, status)
VALUES
  (6, 6, 'first');
