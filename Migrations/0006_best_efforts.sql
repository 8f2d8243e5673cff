-- 0006: each run's best efforts: the fastest window of its samples covering a standard
-- distance (400 m, 1 km, 1 mile, 5 km, 10 km, half marathon, marathon), so that
-- `logbook records` reads them instead of walking every sample on every call.
--
-- One row per run and distance the run's samples cover, written in the same transaction
-- as the samples (import, upgrade of a duplicate, trim, undo). `status` says whether the
-- effort may be a record (`ok`) or why not: faster than the world record for its
-- distance, outside the running pace thresholds, or part of a run with an effort faster
-- than a world record (`impossible_run`). `measured_by` says whether the distance came
-- from positions (`gps`) or from the device's own per-record distance (`device`).
--
-- The efforts of runs already stored are computed by logbook right after this script,
-- in the same transaction (the samples are needed, which SQL alone cannot walk).
--
-- Quarantine and trim MOVE runs to their twin tables: the efforts move with them, so a
-- restore or an undo puts them back exactly as they were.

CREATE TABLE best_efforts (
    run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    distance_m     REAL NOT NULL CHECK (distance_m > 0 AND distance_m <= 1e6),
    time_s         REAL NOT NULL CHECK (time_s > 0 AND time_s <= 1e8),
    starts_at_m    REAL NOT NULL CHECK (starts_at_m BETWEEN 0 AND 1e8),
    start_offset_s REAL NOT NULL CHECK (start_offset_s BETWEEN 0 AND 1e8),
    status         TEXT NOT NULL CHECK (status IN
                       ('ok', 'faster_than_world_record', 'too_fast', 'too_slow', 'impossible_run')),
    measured_by    TEXT NOT NULL CHECK (measured_by IN ('gps', 'device')),
    PRIMARY KEY (run_id, distance_m)
) WITHOUT ROWID;

CREATE INDEX best_efforts_by_time ON best_efforts (distance_m, status, time_s);

CREATE TABLE quarantined_best_efforts (
    run_id         INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    distance_m     REAL NOT NULL,
    time_s         REAL NOT NULL,
    starts_at_m    REAL NOT NULL,
    start_offset_s REAL NOT NULL,
    status         TEXT NOT NULL,
    measured_by    TEXT NOT NULL,
    PRIMARY KEY (run_id, distance_m)
) WITHOUT ROWID;

CREATE TABLE trim_original_best_efforts (
    run_id         INTEGER NOT NULL REFERENCES trim_originals (run_id) ON DELETE CASCADE,
    distance_m     REAL NOT NULL,
    time_s         REAL NOT NULL,
    starts_at_m    REAL NOT NULL,
    start_offset_s REAL NOT NULL,
    status         TEXT NOT NULL,
    measured_by    TEXT NOT NULL,
    PRIMARY KEY (run_id, distance_m)
) WITHOUT ROWID;
