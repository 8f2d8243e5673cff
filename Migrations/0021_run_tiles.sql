-- 0021: the explorer tiles each run visits (issue 50): the squares of the slippy-map tile
-- scheme (OpenStreetMap's) at zoom 14 and 17 that a GPS position of the run falls in, after
-- the jump filter (a position the run builder leaves out as a GPS jump visits no tile).
-- Derived in the analysis step and written with the run by the save path (import, refresh,
-- rebuild, trim), so `tiles`, `show` and the import's word read stored rows instead of
-- every sample. Quarantine and trim keep a run's rows in twins, as they do its efforts.
--
-- Runs stored before this version get their tiles right after this script, in its
-- transaction (the migrator's follow-up step for 0021), from their stored samples by the
-- same finder (`TileFinder`): no other stored value changes.
CREATE TABLE run_tiles (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    zoom   INTEGER NOT NULL CHECK (zoom IN (14, 17)),
    x      INTEGER NOT NULL CHECK (x >= 0 AND x < (1 << zoom)),
    y      INTEGER NOT NULL CHECK (y >= 0 AND y < (1 << zoom)),
    PRIMARY KEY (run_id, zoom, x, y)
) WITHOUT ROWID;

-- Which runs visited a tile: `show` and the import ask whether an earlier run had.
CREATE INDEX run_tiles_by_tile ON run_tiles (zoom, x, y);

CREATE TABLE quarantined_run_tiles (
    run_id INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    zoom   INTEGER NOT NULL,
    x      INTEGER NOT NULL,
    y      INTEGER NOT NULL,
    PRIMARY KEY (run_id, zoom, x, y)
) WITHOUT ROWID;

CREATE TABLE trim_original_run_tiles (
    run_id INTEGER NOT NULL REFERENCES trim_originals (run_id) ON DELETE CASCADE,
    zoom   INTEGER NOT NULL,
    x      INTEGER NOT NULL,
    y      INTEGER NOT NULL,
    PRIMARY KEY (run_id, zoom, x, y)
) WITHOUT ROWID;
