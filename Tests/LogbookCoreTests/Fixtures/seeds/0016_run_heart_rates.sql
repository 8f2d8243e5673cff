-- Seed rows for schema version 16 (after 0016_run_heart_rates): the rows of version 15,
-- with the heart-rate summary of run 1 as logbook writes it with the samples: 150 bpm for
-- the 5 s from its first sample to its second (the last reading has no next one to weigh
-- it). The other runs have none, as after a failed write; readers compute theirs from the
-- samples.
-- includes: 0015_recovered_runs

INSERT INTO run_heart_rates (run_id, span_s, seconds_by_bpm, out_of_range, steep_step, constant_reading)
VALUES (1, 5, x'960000000000001440', 0, 0, 0);
