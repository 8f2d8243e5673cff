-- 0014: gear as a thing, not a string (issue 32). A `gear` row is one pair of shoes, one
-- bike or one other thing, with the distance it may do (`limit_m`) and the dates it was
-- in use; `runs.gear_id` names the row a run was done in, and `runs.gear_by` says how it
-- got it: `run` (the run's own file or `logbook edit` named it) or `default` (the default
-- of the run's sport on its date, `gear_defaults`), so that a later default change moves
-- only the runs that had a default. `runs.gear` keeps the name, always that of the row.
--
-- `name_key` is the name compared without case (ASCII letters) and extra white space:
-- trimmed, tabs and line breaks read as spaces, runs of spaces as one. Two rows never
-- share a key. Dates are local dates, YYYY-MM-DD.
--
-- Backfill: every distinct stored gear (live runs, quarantined runs, trim originals)
-- becomes one row, named as its earliest run spells it; a name only cycling runs use is a
-- `bike`, any other `shoes`. Each run then refers to its row (`gear_by` = `run`) and its
-- `gear` is the row's name; a gear of white space only was no gear and is emptied.
-- Distances, times and every other stored value stay as they are.
CREATE TABLE gear (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) >= 1),
    name_key TEXT NOT NULL UNIQUE CHECK (length(name_key) >= 1),
    kind TEXT NOT NULL DEFAULT 'shoes' CHECK (kind IN ('shoes', 'bike', 'other')),
    brand TEXT CHECK (brand IS NULL OR length(brand) BETWEEN 1 AND 200),
    model TEXT CHECK (model IS NULL OR length(model) BETWEEN 1 AND 200),
    started_on TEXT CHECK (started_on IS NULL OR (length(started_on) = 10 AND started_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')),
    retired_on TEXT CHECK (retired_on IS NULL OR (length(retired_on) = 10 AND retired_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')),
    limit_m REAL CHECK (limit_m IS NULL OR limit_m > 0),
    notes TEXT,
    CHECK (started_on IS NULL OR retired_on IS NULL OR started_on <= retired_on)
);

-- The gear a sport's runs get when their file names none: from `from_date` (NULL: from the
-- first run on) until a later default for the same sport. `sub_sport` NULL holds for every
-- variant of the sport; a default for a variant (`running`, `trail`) wins over it.
CREATE TABLE gear_defaults (
    id INTEGER PRIMARY KEY,
    gear_id INTEGER NOT NULL REFERENCES gear (id) ON DELETE CASCADE,
    sport TEXT NOT NULL CHECK (length(sport) BETWEEN 1 AND 40),
    sub_sport TEXT CHECK (sub_sport IS NULL OR length(sub_sport) BETWEEN 1 AND 40),
    from_date TEXT CHECK (from_date IS NULL OR (length(from_date) = 10 AND from_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'))
);
CREATE UNIQUE INDEX gear_defaults_one_per_date ON gear_defaults (sport, ifnull(sub_sport, ''), ifnull(from_date, ''));

ALTER TABLE runs ADD COLUMN gear_id INTEGER REFERENCES gear (id);
ALTER TABLE runs ADD COLUMN gear_by TEXT CHECK (gear_by IS NULL OR gear_by IN ('run', 'default'));
ALTER TABLE quarantined_runs ADD COLUMN gear_id INTEGER;
ALTER TABLE quarantined_runs ADD COLUMN gear_by TEXT;
ALTER TABLE trim_originals ADD COLUMN gear_id INTEGER;
ALTER TABLE trim_originals ADD COLUMN gear_by TEXT;

-- Every stored gear spelling with its key, the start of the run using it, and its sport.
CREATE TEMP TABLE gear_spellings AS
SELECT gear AS spelling,
       lower(trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
           gear, char(9), ' '), char(10), ' '), char(13), ' '),
           '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '))) AS name_key,
       start_utc, id, sport
FROM (SELECT gear, start_utc, id, sport FROM runs WHERE gear IS NOT NULL
      UNION ALL SELECT gear, start_utc, id, sport FROM quarantined_runs WHERE gear IS NOT NULL
      UNION ALL SELECT gear, start_utc, run_id, sport FROM trim_originals WHERE gear IS NOT NULL);

INSERT INTO gear (name, name_key, kind)
SELECT (SELECT trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
            s.spelling, char(9), ' '), char(10), ' '), char(13), ' '),
            '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '), '  ', ' '))
        FROM gear_spellings AS s WHERE s.name_key = keys.name_key ORDER BY s.start_utc, s.id LIMIT 1),
       keys.name_key,
       CASE WHEN (SELECT count(*) FROM gear_spellings AS s WHERE s.name_key = keys.name_key AND s.sport <> 'cycling') = 0
            THEN 'bike' ELSE 'shoes' END
FROM (SELECT DISTINCT name_key FROM gear_spellings WHERE name_key <> '') AS keys
ORDER BY (SELECT min(start_utc) FROM gear_spellings AS s WHERE s.name_key = keys.name_key);

UPDATE runs SET gear_id = (SELECT g.id FROM gear_spellings AS s JOIN gear AS g ON g.name_key = s.name_key
                           WHERE s.spelling = runs.gear LIMIT 1)
WHERE gear IS NOT NULL;
UPDATE runs SET gear = (SELECT name FROM gear WHERE gear.id = runs.gear_id), gear_by = 'run' WHERE gear_id IS NOT NULL;
UPDATE runs SET gear = NULL WHERE gear IS NOT NULL AND gear_id IS NULL AND trim(gear, ' ' || char(9) || char(10) || char(13)) = '';

UPDATE quarantined_runs SET gear_id = (SELECT g.id FROM gear_spellings AS s JOIN gear AS g ON g.name_key = s.name_key
                                       WHERE s.spelling = quarantined_runs.gear LIMIT 1)
WHERE gear IS NOT NULL;
UPDATE quarantined_runs SET gear = (SELECT name FROM gear WHERE gear.id = quarantined_runs.gear_id), gear_by = 'run'
WHERE gear_id IS NOT NULL;
UPDATE quarantined_runs SET gear = NULL
WHERE gear IS NOT NULL AND gear_id IS NULL AND trim(gear, ' ' || char(9) || char(10) || char(13)) = '';

UPDATE trim_originals SET gear_id = (SELECT g.id FROM gear_spellings AS s JOIN gear AS g ON g.name_key = s.name_key
                                     WHERE s.spelling = trim_originals.gear LIMIT 1)
WHERE gear IS NOT NULL;
UPDATE trim_originals SET gear = (SELECT name FROM gear WHERE gear.id = trim_originals.gear_id), gear_by = 'run'
WHERE gear_id IS NOT NULL;
UPDATE trim_originals SET gear = NULL
WHERE gear IS NOT NULL AND gear_id IS NULL AND trim(gear, ' ' || char(9) || char(10) || char(13)) = '';

DROP TABLE gear_spellings;
