-- Seed rows for schema version 9 (after 0009_run_sources): the rows of version 8, with the
-- sport's variant, whether the file stated the UTC offset and what the runner edited, on
-- live, quarantined and trimmed runs; and where each run came from: the file that gave it
-- and, for run 1, a Strava CSV row found to be the same run (NULL where nothing is known).
-- includes: 0008_apple_health_format

UPDATE runs SET sub_sport = 'trail', utc_offset_stated = 1 WHERE id = 1;
UPDATE runs SET name = 'Night Run by the lake', utc_offset_stated = 0, edited_fields = 'name,sport' WHERE id = 4;
UPDATE runs SET sub_sport = 'treadmill', utc_offset_stated = 1 WHERE id = 5;
UPDATE quarantined_runs SET utc_offset_stated = 0 WHERE id = 2;
UPDATE trim_originals SET utc_offset_stated = 0, edited_fields = 'name' WHERE run_id = 4;

INSERT INTO import_files (id, content_sha256, name, format, imported_at)
VALUES
  (5, 'f708192a3b4c5d6e7f809a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6', 'strava/activities-2024.csv', 'csv', 1725200000);

INSERT INTO run_sources (run_id, file_id, status)
VALUES
  (1, 1, 'first'),
  (1, 5, 'duplicate-of'),
  (4, 3, 'first'),
  (5, 4, 'first');

INSERT INTO quarantined_run_sources (run_id, file_id, status)
VALUES
  (2, 2, 'first');
