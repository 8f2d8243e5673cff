-- Seed rows for schema version 11 (after 0011_sample_segments): the rows of version 10,
-- with the recording segment of each sample: run 1 in one segment, run 4 paused once
-- between its two samples, the quarantined run's samples in one, the trimmed run's
-- original paused before its last sample.
-- includes: 0010_unfinished_files

UPDATE samples SET segment = 0 WHERE run_id = 1;
UPDATE samples SET segment = seq WHERE run_id = 4;
UPDATE quarantined_samples SET segment = 0 WHERE run_id = 3;
UPDATE trim_original_samples SET segment = CASE WHEN seq < 2 THEN 0 ELSE 1 END WHERE run_id = 4;
