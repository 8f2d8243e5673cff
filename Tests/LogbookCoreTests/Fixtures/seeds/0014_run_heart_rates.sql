-- Seed rows for schema version 14 (after 0014_run_heart_rates): the rows of version 13,
-- with the heart-rate summary of run 1 as logbook writes it with the samples: 150 bpm for
-- the 5 s from its first sample to its second (the last reading has no next one to weigh
-- it). The other runs have none, as after a failed write; readers compute theirs from the
-- samples.
-- includes: 0013_utc_offset_source

INSERT INTO run_heart_rates (run_id, span_s, seconds_by_bpm, out_of_range, steep_step, constant_reading)
VALUES (1, 5, x'960000000000001440', 0, 0, 0);
