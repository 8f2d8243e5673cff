-- 0022: routes, found by themselves, and segments with their efforts (issue 48).
--
-- `routes`: one course run many times, numbered as the run that first went that way (when
-- that id is free), so a run saved again the same way founds the same route. `track` is the course as first run (a `RouteTrack`:
-- positions every 25 m, little-endian Int32 pairs of 1e-7 degrees), `length_m` its length,
-- `start_cell` the grid cell of its start (`RouteCell`, the spatial index new runs are
-- matched through), `sport` the sport of the runs on it, `name` the runner's name for it
-- (`routes rename`; NULL: the most common name of its runs), `reverse_of` the route run the
-- other way round, if known.
-- `route_runs`: the route of each live run with GPS (a run without one is on no route),
-- derived when the run is saved (import, refresh, rebuild, trim) and when it is restored;
-- recomputed, never twinned, like the heart-rate summary.
-- `segments`: a stretch of road the runner named, its line (a `RouteTrack` every 10 m) and
-- its start cell; `segment_efforts` every pass of a live run through it.
--
-- Runs stored before this version are placed right after this script, in its transaction
-- (the migrator's follow-up step for 0022, `RouteBook.refind`): each live run with GPS, in
-- the order it was run, joins the route it matches or starts one. No run value changes.
CREATE TABLE routes (
    id         INTEGER PRIMARY KEY,
    sport      TEXT NOT NULL,
    name       TEXT CHECK (name IS NULL OR length(name) BETWEEN 1 AND 200),
    start_cell INTEGER NOT NULL,
    length_m   REAL NOT NULL CHECK (length_m >= 0),
    track      BLOB NOT NULL,
    reverse_of INTEGER
);
CREATE INDEX routes_by_start_cell ON routes (start_cell);

CREATE TABLE route_runs (
    run_id   INTEGER PRIMARY KEY,
    route_id INTEGER NOT NULL REFERENCES routes (id) ON DELETE CASCADE
);
CREATE INDEX route_runs_by_route ON route_runs (route_id);

CREATE TABLE segments (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 200),
    start_cell INTEGER NOT NULL,
    length_m   REAL NOT NULL CHECK (length_m >= 0),
    line       BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX segments_by_start_cell ON segments (start_cell);

CREATE TABLE segment_efforts (
    run_id         INTEGER NOT NULL,
    segment_id     INTEGER NOT NULL REFERENCES segments (id) ON DELETE CASCADE,
    start_offset_s REAL NOT NULL,
    elapsed_s      REAL NOT NULL CHECK (elapsed_s > 0),
    PRIMARY KEY (run_id, segment_id, start_offset_s)
) WITHOUT ROWID;
CREATE INDEX segment_efforts_by_segment ON segment_efforts (segment_id, elapsed_s);
