-- 0024: what the rules decided when a run was built, kept so that `logbook explain` tells the
-- truth about a run imported with older rules. `rulings` holds one word per rule, such as
-- `d=device_total;m=timer;s=file`: which branch chose the distance (the device's total or
-- the track, and why), the moving time (the watch's timer or the points' speed, and why) and
-- the sport (named by the file, or inferred from which speed). The values the rules read
-- (the device's total, the track's distance, the timer, the points' moving time) are already
-- stored beside them (0007, 0017).
--
-- Runs stored before this version get the words their stored values and sources show, right
-- after this script, in its transaction (the migrator's follow-up step for 0024); a run whose
-- sources are unknown (stored before 0007 and never rebuilt) keeps NULL. No other stored value
-- changes. The twin tables get the column too (without CHECKs, like the rest of their columns),
-- so quarantine, restore and trim carry it with the run.
ALTER TABLE runs ADD COLUMN rulings TEXT
    CHECK (rulings IS NULL OR length(rulings) BETWEEN 1 AND 200);
ALTER TABLE quarantined_runs ADD COLUMN rulings TEXT;
ALTER TABLE trim_originals ADD COLUMN rulings TEXT;
