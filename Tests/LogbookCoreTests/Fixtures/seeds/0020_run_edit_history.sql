-- Seed rows for schema version 20 (after 0020_run_edit_history): the rows of version 19,
-- with the history of run 4's two edits: its name, first the file's then the runner's,
-- and its sport and variant; a commute flag, for a quarantined run (id 2), stays an
-- integer.
-- includes: 0019_run_doubt

INSERT INTO run_edits (run_id, edit_seq, field, value, detail, was_edited, edited_at)
VALUES
  (4, 1, 'name', 'Night Run', NULL, 0, 1714700000),
  (4, 1, 'sport', 'running', 'treadmill', 0, 1714700000),
  (4, 2, 'name', 'Night loop', NULL, 1, 1714800000),
  (2, 1, 'commute', 1, NULL, 0, 1714900000);
