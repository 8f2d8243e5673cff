-- Seed rows for schema version 28 (after 0028_run_heart_rate_peaks): the rows of version
-- 27, with the heart-rate summary of run 4 as logbook writes it with the samples: its two
-- readings of 148 bpm lie in two recording segments, so none weighs and it has no sustained
-- peak (NULL) over its 1950 s span. Run 1's row (5 s at 150 bpm) has none either.
-- includes: 0027_route_ends

INSERT INTO run_heart_rates (run_id, span_s, seconds_by_bpm, out_of_range, steep_step, constant_reading, sustained_peak_bpm)
VALUES (4, 1950, x'', 0, 0, 0, NULL);
