-- Seed rows for schema version 19 (after 0019_run_doubt): the rows of version 18, with the
-- GPX run 4 (12 s elapsed, a moving time of 1,940 s) doubted because its moving time is
-- longer than its elapsed time, and believed by the runner; its trimmed twin carries the
-- same columns.
-- includes: 0018_kept_originals

UPDATE runs SET doubt = 'moving_over_elapsed', believed = 1 WHERE id = 4;
UPDATE trim_originals SET doubt = 'moving_over_elapsed', believed = 1 WHERE run_id = 4;
