-- 0012: the athlete's heart-rate settings, which change over time (issue 31). Each row is
-- one `logbook profile set`: the values it gave, holding from `from_date` (a local date,
-- YYYY-MM-DD; NULL: from the first run on) until a later row gives the same value again.
-- A value the row did not give is NULL and is taken from the row before. The ranges are
-- what a human heart does; that a resting rate lies below the maximum holding with it is
-- checked by logbook across rows, and within a row here too. No stored number changes.
CREATE TABLE athlete_settings (
    id INTEGER PRIMARY KEY,
    from_date TEXT CHECK (from_date IS NULL OR (length(from_date) = 10 AND from_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')),
    max_hr INTEGER CHECK (max_hr IS NULL OR max_hr BETWEEN 100 AND 250),
    resting_hr INTEGER CHECK (resting_hr IS NULL OR resting_hr BETWEEN 25 AND 120),
    lthr INTEGER CHECK (lthr IS NULL OR lthr BETWEEN 80 AND 250),
    sex TEXT CHECK (sex IS NULL OR sex IN ('m', 'f')),
    set_at INTEGER NOT NULL,
    CHECK (max_hr IS NULL OR resting_hr IS NULL OR resting_hr < max_hr)
);
-- One row per date: setting again from the same date changes that row.
CREATE UNIQUE INDEX athlete_settings_from ON athlete_settings (ifnull(from_date, ''));
