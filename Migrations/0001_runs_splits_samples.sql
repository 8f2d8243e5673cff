-- 0001: the logbook's first schema: one row per run, its km splits and its samples.
--
-- Times are UTC Unix seconds plus the run's UTC offset in seconds, so that a run
-- can be placed on the runner's local calendar with start_utc + utc_offset_s.
-- Distances are metres, durations seconds, pace seconds per km.
--
-- CHECK constraints make it impossible for any writer to store a non-finite or
-- negative distance, duration or pace: SQLite stores an infinity as 9e999, which
-- fails every upper bound below; a NaN is bound as NULL.

CREATE TABLE runs (
    id               INTEGER PRIMARY KEY,
    start_utc        INTEGER NOT NULL,
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
    imported_at      INTEGER NOT NULL,
    CHECK ((pace_s_per_km IS NULL) = (pace_status <> 'ok'))
);

CREATE INDEX runs_by_start ON runs (start_utc);

CREATE TABLE splits (
    run_id           INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    split_index      INTEGER NOT NULL CHECK (split_index >= 1),
    distance_m       REAL NOT NULL CHECK (distance_m BETWEEN 0 AND 1e8),
    elapsed_s        REAL NOT NULL CHECK (elapsed_s BETWEEN 0 AND 1e8),
    moving_s         REAL NOT NULL CHECK (moving_s BETWEEN 0 AND 1e8),
    pace_s_per_km    REAL CHECK (pace_s_per_km IS NULL OR pace_s_per_km BETWEEN 1 AND 1e6),
    pace_status      TEXT NOT NULL CHECK (pace_status IN
                         ('ok', 'no_distance', 'too_short', 'too_slow', 'too_fast', 'no_time')),
    avg_hr           REAL CHECK (avg_hr IS NULL OR avg_hr BETWEEN 0 AND 400),
    avg_cadence      REAL CHECK (avg_cadence IS NULL OR avg_cadence BETWEEN 0 AND 1000),
    elevation_gain_m REAL CHECK (elevation_gain_m IS NULL OR elevation_gain_m BETWEEN 0 AND 1e6),
    PRIMARY KEY (run_id, split_index),
    CHECK ((pace_s_per_km IS NULL) = (pace_status <> 'ok'))
) WITHOUT ROWID;

-- Samples are stored compactly as integers (a few bytes each instead of 8-byte
-- floats): offset_ms since the run's start, position in 1e-7 degrees, elevation
-- in decimetres, cumulative distance in decimetres. The view `sample_points`
-- shows them in SI units for queries.
CREATE TABLE samples (
    run_id      INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    offset_ms   INTEGER NOT NULL,
    lat_e7      INTEGER CHECK (lat_e7 IS NULL OR lat_e7 BETWEEN -900000000 AND 900000000),
    lon_e7      INTEGER CHECK (lon_e7 IS NULL OR lon_e7 BETWEEN -1800000000 AND 1800000000),
    ele_dm      INTEGER,
    hr          INTEGER CHECK (hr IS NULL OR hr BETWEEN 1 AND 400),
    cadence     INTEGER CHECK (cadence IS NULL OR cadence BETWEEN 0 AND 1000),
    distance_dm INTEGER CHECK (distance_dm IS NULL OR distance_dm >= 0),
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

CREATE VIEW sample_points AS
SELECT run_id,
       seq,
       offset_ms / 1000.0    AS seconds,
       lat_e7 / 10000000.0   AS lat,
       lon_e7 / 10000000.0   AS lon,
       ele_dm / 10.0         AS ele_m,
       hr,
       cadence,
       distance_dm / 10.0    AS distance_m
FROM samples;
