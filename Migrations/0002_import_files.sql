-- 0002: remember every imported file by the SHA-256 of its bytes, so that
-- importing the same file again is a no-op, and link each run to the file
-- whose data it holds.

CREATE TABLE import_files (
    id             INTEGER PRIMARY KEY,
    content_sha256 TEXT NOT NULL UNIQUE CHECK (length(content_sha256) = 64),
    name           TEXT NOT NULL,
    format         TEXT NOT NULL CHECK (format IN ('gpx', 'tcx', 'csv', 'fit')),
    imported_at    INTEGER NOT NULL
);

ALTER TABLE runs ADD COLUMN file_id INTEGER REFERENCES import_files (id);

CREATE INDEX runs_by_file ON runs (file_id);
