-- 0009: one run, the best of its copies, and where it came from.
--
-- `sub_sport` keeps the variant of the sport the file named (`trail`, `treadmill`, `track`,
-- `virtual`, ...): a trail run is `running` with sub-sport `trail`, so that the same run as
-- a Strava `Trail Run` row and as the watch's FIT is one run. `utc_offset_stated` says
-- whether the file stated the run's UTC offset (1: a FIT's local time, an ISO time with an
-- offset) or it was assumed from `--tz` (0); the best-copy ranking prefers a stated one.
-- `edited_fields` lists, comma-separated, what the runner set with `logbook edit` (`name`,
-- `sport`, `description`, `gear`, `commute`): those values win over every file, at every
-- later import, refresh and rebuild. Runs stored before this version leave all three NULL
-- (unknown; nothing edited): this migration changes no stored value.
--
-- `run_sources` records every file that contributed to a run: the file that gave it
-- (`first`), each later copy that replaced its numbers and samples (`upgraded-by`) and each
-- later copy found to be the same run and kept only for its words (`duplicate-of`). The
-- file's path as given, format, content hash and import time are its `import_files` row,
-- which is never deleted. Quarantine moves a run's sources to `quarantined_run_sources`
-- with it, a restore moves them back, a purge deletes them.
--
-- Backfill: each stored run (live or quarantined) whose file is recorded gets one source,
-- `first`, from that file: the file whose data it holds. Copies merged before this version
-- were not linked to the run they matched, so they are not listed.
ALTER TABLE runs ADD COLUMN sub_sport TEXT
    CHECK (sub_sport IS NULL OR length(sub_sport) BETWEEN 1 AND 40);
ALTER TABLE runs ADD COLUMN utc_offset_stated INTEGER
    CHECK (utc_offset_stated IS NULL OR utc_offset_stated IN (0, 1));
ALTER TABLE runs ADD COLUMN edited_fields TEXT
    CHECK (edited_fields IS NULL OR length(edited_fields) BETWEEN 1 AND 100);
ALTER TABLE quarantined_runs ADD COLUMN sub_sport TEXT;
ALTER TABLE quarantined_runs ADD COLUMN utc_offset_stated INTEGER;
ALTER TABLE quarantined_runs ADD COLUMN edited_fields TEXT;
ALTER TABLE trim_originals ADD COLUMN sub_sport TEXT;
ALTER TABLE trim_originals ADD COLUMN utc_offset_stated INTEGER;
ALTER TABLE trim_originals ADD COLUMN edited_fields TEXT;

CREATE TABLE run_sources (
    run_id  INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    file_id INTEGER NOT NULL REFERENCES import_files (id),
    status  TEXT NOT NULL CHECK (status IN ('first', 'upgraded-by', 'duplicate-of')),
    PRIMARY KEY (run_id, file_id)
) WITHOUT ROWID;

CREATE INDEX run_sources_by_file ON run_sources (file_id);

CREATE TABLE quarantined_run_sources (
    run_id  INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    file_id INTEGER NOT NULL REFERENCES import_files (id),
    status  TEXT NOT NULL,
    PRIMARY KEY (run_id, file_id)
) WITHOUT ROWID;

INSERT INTO run_sources (run_id, file_id, status)
SELECT id, file_id, 'first' FROM runs WHERE file_id IN (SELECT id FROM import_files);

INSERT INTO quarantined_run_sources (run_id, file_id, status)
SELECT id, file_id, 'first' FROM quarantined_runs WHERE file_id IN (SELECT id FROM import_files);
