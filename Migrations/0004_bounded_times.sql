-- logbook: rebuilds-tables
-- 0004: a run's start and its import time lie in the believable window
-- [1900-01-01, 2100-01-01) UTC, in Unix seconds [-2208988800, 4102444800): the same
-- window every reader and `clean` use. SQLite cannot add a CHECK to a column, so `runs`
-- is rebuilt the standard way: a new table with every column and CHECK of the old one
-- plus the two bounds, every row copied, the old table dropped, the new one renamed and
-- its indexes made again (foreign keys are off meanwhile, checked before commit).
--
-- Rows already outside the window (written by an older tool or by hand) are not lost:
-- before the rebuild they are MOVED to quarantine with their splits and samples, under
-- their own id, with rule `non_finite` and a detail naming the value, exactly as
-- `logbook clean --apply` would move them; `logbook clean --purge` deletes them, and
-- `--restore` refuses them until the value is mended. A row breaking another CHECK
-- (possible only if CHECKs were switched off when it was written) stops this migration
-- and leaves the logbook as it was: `logbook clean --apply` on the older version moves
-- such rows out first. The twin tables keep no CHECKs, by design.

INSERT INTO quarantined_runs (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                              pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
                              imported_at, file_id, quarantined_at, rule, detail, duplicate_of)
SELECT id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
       pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
       imported_at, file_id, CAST(strftime('%s', 'now') AS INTEGER), 'non_finite',
       CASE
           WHEN NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
            AND NOT (imported_at >= -2208988800 AND imported_at < 4102444800)
           THEN 'start_utc is outside 1900-2100 (' || substr(CAST(start_utc AS TEXT), 1, 40)
                || '); imported_at is outside 1900-2100 (' || substr(CAST(imported_at AS TEXT), 1, 40) || ')'
           WHEN NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
           THEN 'start_utc is outside 1900-2100 (' || substr(CAST(start_utc AS TEXT), 1, 40) || ')'
           ELSE 'imported_at is outside 1900-2100 (' || substr(CAST(imported_at AS TEXT), 1, 40) || ')'
       END,
       NULL
FROM runs
WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
   OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800);

INSERT INTO quarantined_splits (run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
                                avg_hr, avg_cadence, elevation_gain_m)
SELECT run_id, split_index, distance_m, elapsed_s, moving_s, pace_s_per_km, pace_status,
       avg_hr, avg_cadence, elevation_gain_m
FROM splits
WHERE run_id IN (SELECT id FROM runs
                 WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
                    OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800));

INSERT INTO quarantined_samples (run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm)
SELECT run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm
FROM samples
WHERE run_id IN (SELECT id FROM runs
                 WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
                    OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800));

DELETE FROM splits
WHERE run_id IN (SELECT id FROM runs
                 WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
                    OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800));

DELETE FROM samples
WHERE run_id IN (SELECT id FROM runs
                 WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
                    OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800));

DELETE FROM runs
WHERE NOT (start_utc >= -2208988800 AND start_utc < 4102444800)
   OR NOT (imported_at >= -2208988800 AND imported_at < 4102444800);

CREATE TABLE runs_new (
    id               INTEGER PRIMARY KEY,
    start_utc        INTEGER NOT NULL
                     CHECK (start_utc >= -2208988800 AND start_utc < 4102444800),
    utc_offset_s     INTEGER NOT NULL DEFAULT 0
                     CHECK (utc_offset_s BETWEEN -64800 AND 64800),
    sport            TEXT NOT NULL DEFAULT 'running',
    name             TEXT,
    distance_m       REAL CHECK (distance_m IS NULL OR distance_m BETWEEN 0 AND 1e8),
    elapsed_s        REAL CHECK (elapsed_s IS NULL OR elapsed_s BETWEEN 0 AND 1e8),
    moving_s         REAL CHECK (moving_s IS NULL OR moving_s BETWEEN 0 AND 1e8),
    pace_s_per_km    REAL CHECK (pace_s_per_km IS NULL OR pace_s_per_km BETWEEN 1 AND 1e6),
    pace_status      TEXT NOT NULL CHECK (pace_status IN
                         ('ok', 'no_distance', 'too_short', 'too_slow', 'too_fast', 'no_time')),
    avg_hr           REAL CHECK (avg_hr IS NULL OR avg_hr BETWEEN 0 AND 400),
    max_hr           REAL CHECK (max_hr IS NULL OR max_hr BETWEEN 0 AND 400),
    avg_cadence      REAL CHECK (avg_cadence IS NULL OR avg_cadence BETWEEN 0 AND 1000),
    elevation_gain_m REAL CHECK (elevation_gain_m IS NULL OR elevation_gain_m BETWEEN 0 AND 1e6),
    source           TEXT NOT NULL,
    imported_at      INTEGER NOT NULL
                     CHECK (imported_at >= -2208988800 AND imported_at < 4102444800),
    file_id          INTEGER REFERENCES import_files (id),
    CHECK ((pace_s_per_km IS NULL) = (pace_status <> 'ok'))
);

INSERT INTO runs_new (id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
                      pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
                      imported_at, file_id)
SELECT id, start_utc, utc_offset_s, sport, name, distance_m, elapsed_s, moving_s,
       pace_s_per_km, pace_status, avg_hr, max_hr, avg_cadence, elevation_gain_m, source,
       imported_at, file_id
FROM runs;

DROP TABLE runs;

ALTER TABLE runs_new RENAME TO runs;

CREATE INDEX runs_by_start ON runs (start_utc);

CREATE INDEX runs_by_file ON runs (file_id);
