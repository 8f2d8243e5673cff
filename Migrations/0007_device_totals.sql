-- 0007: what the file itself states beside what logbook computes. A watch shows its own
-- distance, timer (moving) time and elapsed time; logbook keeps them next to its own
-- numbers, with the GPS distance it computed from the positions, where the run's
-- distance came from (`device`: the file's total or the device's per-record distance;
-- `gps`: the positions) and how its sport was decided (`file`: the file names it;
-- `inferred`: decided from the speed profile). Runs stored before this version leave
-- all six NULL (unknown): this migration changes no stored number; `logbook rebuild` and
-- `logbook import --refresh` fill them. The bounds are those of the computed columns.
-- The twin tables get the same columns (without CHECKs, like the rest of their columns),
-- so that quarantine, restore and trim carry them with the run.
ALTER TABLE runs ADD COLUMN device_distance_m REAL
    CHECK (device_distance_m IS NULL OR device_distance_m BETWEEN 0 AND 1e8);
ALTER TABLE runs ADD COLUMN device_timer_s REAL
    CHECK (device_timer_s IS NULL OR device_timer_s BETWEEN 0 AND 1e8);
ALTER TABLE runs ADD COLUMN device_elapsed_s REAL
    CHECK (device_elapsed_s IS NULL OR device_elapsed_s BETWEEN 0 AND 1e8);
ALTER TABLE runs ADD COLUMN gps_distance_m REAL
    CHECK (gps_distance_m IS NULL OR gps_distance_m BETWEEN 0 AND 1e8);
ALTER TABLE runs ADD COLUMN distance_source TEXT
    CHECK (distance_source IS NULL OR distance_source IN ('device', 'gps'));
ALTER TABLE runs ADD COLUMN sport_source TEXT
    CHECK (sport_source IS NULL OR sport_source IN ('file', 'inferred'));
ALTER TABLE quarantined_runs ADD COLUMN device_distance_m REAL;
ALTER TABLE quarantined_runs ADD COLUMN device_timer_s REAL;
ALTER TABLE quarantined_runs ADD COLUMN device_elapsed_s REAL;
ALTER TABLE quarantined_runs ADD COLUMN gps_distance_m REAL;
ALTER TABLE quarantined_runs ADD COLUMN distance_source TEXT;
ALTER TABLE quarantined_runs ADD COLUMN sport_source TEXT;
ALTER TABLE trim_originals ADD COLUMN device_distance_m REAL;
ALTER TABLE trim_originals ADD COLUMN device_timer_s REAL;
ALTER TABLE trim_originals ADD COLUMN device_elapsed_s REAL;
ALTER TABLE trim_originals ADD COLUMN gps_distance_m REAL;
ALTER TABLE trim_originals ADD COLUMN distance_source TEXT;
ALTER TABLE trim_originals ADD COLUMN sport_source TEXT;
