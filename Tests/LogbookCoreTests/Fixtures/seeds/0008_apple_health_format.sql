-- Seed rows for schema version 8 (after 0008_apple_health_format): the rows of version 5,
-- with a file of format 'apple_health' (an export.xml read from the Health app's zip) and
-- the summary run it gave.
-- includes: 0005_run_words

INSERT INTO import_files (id, content_sha256, name, format, imported_at)
VALUES
  (4, 'e7f809a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6', 'export.zip:apple_health_export/export.xml', 'apple_health', 1725177600);

-- A summary run of an Apple Health export (an indoor run: no samples, no splits).
INSERT INTO runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                  pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source, imported_at, file_id)
VALUES
  (5, 1719810000, 7200, 'running', NULL, 8000.0, 2400, 2400, 300.0, 'ok', 151.0, 172, NULL, NULL, 'apple_health', 1725177600, 4);
