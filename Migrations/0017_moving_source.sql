-- 0017: where a run's moving time comes from. A watch shows its timer time as it shows its
-- distance: where the file states one (FIT `total_timer_time`, the sum of TCX laps'
-- `TotalTimeSeconds`), it is the run's moving time, and the moving time logbook computes
-- from the points' speed stays beside it in `gps_moving_s`, as `gps_distance_m` stays beside
-- `distance_m`. `moving_source` says which one `moving_s` is (`device` or `gps`).
--
-- Runs stored before this version leave both NULL (unknown): no stored number changes;
-- `logbook rebuild` and `logbook import --refresh` fill them (and give runs with a device
-- timer that timer). The bounds are those of `moving_s`. The twin tables get the columns
-- too (without CHECKs, like the rest of their columns).
ALTER TABLE runs ADD COLUMN gps_moving_s REAL
    CHECK (gps_moving_s IS NULL OR gps_moving_s BETWEEN 0 AND 1e8);
ALTER TABLE runs ADD COLUMN moving_source TEXT
    CHECK (moving_source IS NULL OR moving_source IN ('device', 'gps'));
ALTER TABLE quarantined_runs ADD COLUMN gps_moving_s REAL;
ALTER TABLE quarantined_runs ADD COLUMN moving_source TEXT;
ALTER TABLE trim_originals ADD COLUMN gps_moving_s REAL;
ALTER TABLE trim_originals ADD COLUMN moving_source TEXT;
