-- Seed rows for schema version 5 (after 0005_run_words): the rows of version 3, with the
-- words a Strava export gives: a description, gear and the commute flag on live, quarantined
-- and trimmed runs (NULL where the export says nothing).
-- includes: 0003_quarantine

UPDATE runs SET description = 'Easy loop, legs heavy', gear = 'Pegasus 40', commute = 0 WHERE id = 1;
UPDATE runs SET gear = 'Kinvara 14', commute = 1 WHERE id = 4;
UPDATE quarantined_runs SET description = 'Imported from activities.csv', commute = 0 WHERE id = 2;
UPDATE trim_originals SET description = 'Forgot to stop the watch', gear = 'Kinvara 14', commute = 1 WHERE run_id = 4;
