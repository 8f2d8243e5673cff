-- 0028: each run's sustained peak beside its heart-rate summary (issue 52: `show` decoded
-- the summary of every run of the 365 days before the one shown, about 330 of them, only to
-- find each one's peak for the estimate of the maximum heart rate).
--
-- `sustained_peak_bpm` is the highest whole bpm the run held, with the readings above it,
-- for at least 60 s of believed readings (`MaxHeartRateEstimate.sustainedPeak` of the
-- summary's `seconds_by_bpm`); NULL when it has less than 60 s of them. Written with the
-- summary, so that the estimate reads one small integer per run of the window.
--
-- Summaries stored before this version get their peaks from their `seconds_by_bpm` right
-- after this script, in its transaction (the migrator's follow-up step for 0028,
-- `HeartRatePeakBackfill`). No summary, run or effort changes.
ALTER TABLE run_heart_rates ADD COLUMN sustained_peak_bpm INTEGER
    CHECK (sustained_peak_bpm BETWEEN 0 AND 250);
