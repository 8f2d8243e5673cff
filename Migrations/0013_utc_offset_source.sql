-- 0013: where each run's UTC offset came from, and the zone it is that of.
--
-- `utc_offset_source` is `file` (the file states the offset: a FIT activity's local time,
-- an ISO time with an offset), `position` (the zone at the run's first GPS position, from
-- the boundaries embedded in logbook), `option` (`import --tz`) or `system` (the system's
-- zone). `time_zone` names the IANA zone whose offset at the run's start it is
-- (`Europe/Paris`, `Etc/GMT-9` at sea), NULL where none is known (a stated offset).
--
-- Backfill: runs stored before this version say only whether the file stated their
-- offset; a stated one is `file`, every other one `system` (which zone `--tz` named was
-- never stored), with no zone. No stored offset or time changes: `logbook rebuild` then
-- gives the `system` runs the zone of their position.
-- The twin tables get the same columns (without a CHECK, like the rest of their columns).
ALTER TABLE runs ADD COLUMN utc_offset_source TEXT
    CHECK (utc_offset_source IS NULL OR utc_offset_source IN ('file', 'position', 'option', 'system'));
ALTER TABLE runs ADD COLUMN time_zone TEXT
    CHECK (time_zone IS NULL OR length(time_zone) BETWEEN 1 AND 64);
ALTER TABLE quarantined_runs ADD COLUMN utc_offset_source TEXT;
ALTER TABLE quarantined_runs ADD COLUMN time_zone TEXT;
ALTER TABLE trim_originals ADD COLUMN utc_offset_source TEXT;
ALTER TABLE trim_originals ADD COLUMN time_zone TEXT;

UPDATE runs SET utc_offset_source = CASE WHEN utc_offset_stated = 1 THEN 'file' ELSE 'system' END;
UPDATE quarantined_runs SET utc_offset_source = CASE WHEN utc_offset_stated = 1 THEN 'file' ELSE 'system' END;
UPDATE trim_originals SET utc_offset_source = CASE WHEN utc_offset_stated = 1 THEN 'file' ELSE 'system' END;
