-- logbook: rebuilds-tables
-- 0008: Apple Health exports are a format of their own. `import_files.format` names the
-- reader that read each file, and its CHECK list grows by 'apple_health' (an export.xml,
-- alone or in the Health app's export.zip). SQLite cannot change a CHECK, so the table is
-- rebuilt the standard way: a new table with every column of the old one and the wider
-- list, every row copied under its own id, the old table dropped and the new one renamed
-- (foreign keys are off meanwhile and checked before commit, so every run keeps its file).

CREATE TABLE import_files_new (
    id             INTEGER PRIMARY KEY,
    content_sha256 TEXT NOT NULL UNIQUE CHECK (length(content_sha256) = 64),
    name           TEXT NOT NULL,
    format         TEXT NOT NULL CHECK (format IN ('gpx', 'tcx', 'csv', 'fit', 'apple_health')),
    imported_at    INTEGER NOT NULL
);

INSERT INTO import_files_new (id, content_sha256, name, format, imported_at)
SELECT id, content_sha256, name, format, imported_at FROM import_files;

DROP TABLE import_files;

ALTER TABLE import_files_new RENAME TO import_files;
