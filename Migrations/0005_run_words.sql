-- 0005: the words an account export gives a run beyond its file: the runner's
-- description, the gear (shoes, bike) and whether it was a commute (Strava's
-- activities.csv). The twin tables get the same columns, so that quarantine, restore
-- and trim copy them with the rest of the run.
ALTER TABLE runs ADD COLUMN description TEXT;
ALTER TABLE runs ADD COLUMN gear TEXT;
ALTER TABLE runs ADD COLUMN commute INTEGER CHECK (commute IN (0, 1));
ALTER TABLE quarantined_runs ADD COLUMN description TEXT;
ALTER TABLE quarantined_runs ADD COLUMN gear TEXT;
ALTER TABLE quarantined_runs ADD COLUMN commute INTEGER CHECK (commute IN (0, 1));
ALTER TABLE trim_originals ADD COLUMN description TEXT;
ALTER TABLE trim_originals ADD COLUMN gear TEXT;
ALTER TABLE trim_originals ADD COLUMN commute INTEGER CHECK (commute IN (0, 1));
