-- Seed rows for schema version 13 (after 0013_utc_offset_source): the rows before it, with
-- where each run's offset came from: run 1 from its position in Zurich, run 4 stated by its
-- file, run 6 from --tz; the quarantined run from the system zone.
-- includes: 0012_athlete_profile

UPDATE runs SET utc_offset_source = 'position', time_zone = 'Europe/Zurich' WHERE id = 1;
UPDATE runs SET utc_offset_source = 'file', time_zone = NULL WHERE id = 4;
UPDATE runs SET utc_offset_source = 'option', time_zone = 'Europe/Berlin' WHERE id = 6;
UPDATE quarantined_runs SET utc_offset_source = 'system', time_zone = 'Europe/Paris' WHERE id = 3;
