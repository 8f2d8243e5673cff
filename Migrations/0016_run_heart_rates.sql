-- 0016: each run's believed heart rate, reduced to what its load needs (issue 31): the
-- seconds spent at each whole bpm once the guards have left out what no heart does, the
-- time from its first to its last sample, and how many readings each guard left out. Zones
-- and TRIMP for any settings are sums over it, so `load` and `show` read one row per run
-- instead of every sample, and a changed setting needs no rewrite.
--
-- Written with the samples (import, refresh, rebuild, trim and its undo); the rows of runs
-- already stored are computed by logbook right after this script, in the same transaction.
-- Keyed by run id and left in place when a run goes into quarantine (ids are never given
-- twice), so a restored run has its row again; `load` reads live runs only.
-- `seconds_by_bpm`: 9 bytes per bpm that has time, in rising bpm order: the bpm (1 byte),
-- then its seconds as a little-endian 64-bit float.

CREATE TABLE run_heart_rates (
    run_id           INTEGER PRIMARY KEY,
    span_s           REAL NOT NULL CHECK (span_s BETWEEN 0 AND 1e8),
    seconds_by_bpm   BLOB NOT NULL CHECK (length(seconds_by_bpm) % 9 = 0 AND length(seconds_by_bpm) <= 2259),
    out_of_range     INTEGER NOT NULL CHECK (out_of_range >= 0),
    steep_step       INTEGER NOT NULL CHECK (steep_step >= 0),
    constant_reading INTEGER NOT NULL CHECK (constant_reading >= 0)
);
