-- 0019: whether a run can be true, judged once and read by every report. `doubt` is the
-- reason the believability judge (`RunBelief`: faster than the world record for its
-- distance, farther than one activity of its sport goes, over within seconds, a moving time
-- longer than its elapsed time, an average heart rate no one holds) gave when the run was
-- saved, NULL when believable. `stats`, `records`, `load`, `predict`, the report and `clean`
-- all read this one column, so a run one of them leaves out, all of them leave out.
-- `believed` is the runner's word (`logbook edit ID --believe`): 1 when they said the run
-- is true, NULL otherwise; a believed run counts whatever its doubt.
--
-- Runs stored before this version are judged right after this script, in its transaction,
-- by the same judge (the migrator's follow-up step for 0019), from their stored distance,
-- times, sport and heart rate: no other stored value changes. The twin tables get the
-- columns too (without CHECKs, like the rest of their columns), and their runs are judged
-- the same way.
ALTER TABLE runs ADD COLUMN doubt TEXT
    CHECK (doubt IS NULL OR length(doubt) BETWEEN 1 AND 64);
ALTER TABLE runs ADD COLUMN believed INTEGER
    CHECK (believed IS NULL OR believed = 1);
ALTER TABLE quarantined_runs ADD COLUMN doubt TEXT;
ALTER TABLE quarantined_runs ADD COLUMN believed INTEGER;
ALTER TABLE trim_originals ADD COLUMN doubt TEXT;
ALTER TABLE trim_originals ADD COLUMN believed INTEGER;
