-- 0003: quarantine for bad records, and the originals of trimmed runs.
--
-- `logbook clean --apply` MOVES a flagged run out of runs/splits/samples into the
-- quarantined_* tables below (same columns, plus why and when), in one transaction.
-- Every query on runs, splits and samples therefore ignores quarantined runs with no
-- change. `--restore` moves the rows back exactly (same id, every column); `--purge`
-- deletes them for good.
--
-- These tables have no CHECK constraints on purpose: they hold exactly what was stored,
-- including the infinite paces and negative distances (written by older tools or by hand)
-- that are the reason a run is quarantined.

CREATE TABLE quarantined_runs (
    id               INTEGER PRIMARY KEY,
    start_utc        INTEGER NOT NULL,
    utc_offset_s     INTEGER NOT NULL,
    sport            TEXT NOT NULL,
    name             TEXT,
    distance_m       REAL,
    elapsed_s        REAL,
    moving_s         REAL,
    pace_s_per_km    REAL,
    pace_status      TEXT NOT NULL,
    avg_hr           REAL,
    max_hr           REAL,
    avg_cadence      REAL,
    elevation_gain_m REAL,
    source           TEXT NOT NULL,
    imported_at      INTEGER NOT NULL,
    file_id          INTEGER REFERENCES import_files (id),
    -- When it was quarantined (UTC seconds), by which rules (comma-separated, most
    -- serious first), why in words, and for a duplicate the id of the copy kept.
    quarantined_at   INTEGER NOT NULL,
    rule             TEXT NOT NULL,
    detail           TEXT NOT NULL,
    duplicate_of     INTEGER
);

CREATE INDEX quarantined_runs_by_start ON quarantined_runs (start_utc);

CREATE TABLE quarantined_splits (
    run_id           INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    split_index      INTEGER NOT NULL,
    distance_m       REAL NOT NULL,
    elapsed_s        REAL NOT NULL,
    moving_s         REAL NOT NULL,
    pace_s_per_km    REAL,
    pace_status      TEXT NOT NULL,
    avg_hr           REAL,
    avg_cadence      REAL,
    elevation_gain_m REAL,
    PRIMARY KEY (run_id, split_index)
) WITHOUT ROWID;

CREATE TABLE quarantined_samples (
    run_id      INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    offset_ms   INTEGER NOT NULL,
    lat_e7      INTEGER,
    lon_e7      INTEGER,
    ele_dm      INTEGER,
    hr          INTEGER,
    cadence     INTEGER,
    distance_dm INTEGER,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

-- `logbook trim ID` keeps the run as it was before its first trim, so that
-- `logbook trim ID --undo` restores it byte for byte: the run row, its splits and
-- all its samples (the kept ones are rewritten by the trim with recomputed distances).
-- Keyed by run id without a foreign key: a trimmed run may sit in quarantine and
-- come back; a purge deletes its original too.

CREATE TABLE trim_originals (
    run_id           INTEGER PRIMARY KEY,
    start_utc        INTEGER NOT NULL,
    utc_offset_s     INTEGER NOT NULL,
    sport            TEXT NOT NULL,
    name             TEXT,
    distance_m       REAL,
    elapsed_s        REAL,
    moving_s         REAL,
    pace_s_per_km    REAL,
    pace_status      TEXT NOT NULL,
    avg_hr           REAL,
    max_hr           REAL,
    avg_cadence      REAL,
    elevation_gain_m REAL,
    source           TEXT NOT NULL,
    imported_at      INTEGER NOT NULL,
    file_id          INTEGER REFERENCES import_files (id),
    -- When it was first trimmed (UTC seconds) and where: milliseconds since the start.
    trimmed_at       INTEGER NOT NULL,
    cut_offset_ms    INTEGER NOT NULL
);

CREATE TABLE trim_original_splits (
    run_id           INTEGER NOT NULL REFERENCES trim_originals (run_id) ON DELETE CASCADE,
    split_index      INTEGER NOT NULL,
    distance_m       REAL NOT NULL,
    elapsed_s        REAL NOT NULL,
    moving_s         REAL NOT NULL,
    pace_s_per_km    REAL,
    pace_status      TEXT NOT NULL,
    avg_hr           REAL,
    avg_cadence      REAL,
    elevation_gain_m REAL,
    PRIMARY KEY (run_id, split_index)
) WITHOUT ROWID;

CREATE TABLE trim_original_samples (
    run_id      INTEGER NOT NULL REFERENCES trim_originals (run_id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    offset_ms   INTEGER NOT NULL,
    lat_e7      INTEGER,
    lon_e7      INTEGER,
    ele_dm      INTEGER,
    hr          INTEGER,
    cadence     INTEGER,
    distance_dm INTEGER,
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;
