-- 0023: what `logbook sync` and `logbook watch` remember (issue 49).
--
-- `sync_places`: one row per place files are synced from: a watch seen as a drive (its key
-- `garmin:<unit id>`, so the same watch is known whatever folder it is mounted on) or a
-- folder (its key `folder:<absolute path>`). `kind` is the layout that recognised it
-- (`garmin`, `folder`); `name` what `sync` prints (the watch's model, the folder's path);
-- `root` where it was last seen; `watched` 1 for a folder `watch add` added (it is synced
-- and watched), 0 for a place only seen; `added_at` and `synced_at` unix seconds
-- (`synced_at` NULL until a sync ends).
--
-- `sync_files`: one row per file of a place that a sync has read: `path` relative to the
-- place's root, `size` in bytes and `mtime_ns` (nanoseconds since 1970) as stat gave them
-- before the file was read; `sha256` the hash of its bytes (NULL for a file that could not
-- be hashed); `outcome` what the import made of it (`imported`, `duplicate`, `upgraded`,
-- `skipped`, `rejected`) and `message` why it was skipped or rejected. A file whose path,
-- size and mtime match its row is not read again: a damaged file is reported once. A file
-- gone from the place keeps its row, and its runs stay in the logbook.
-- This migration changes no stored value.

CREATE TABLE sync_places (
    place_id  INTEGER PRIMARY KEY,
    key       TEXT NOT NULL UNIQUE,
    kind      TEXT NOT NULL CHECK (kind IN ('garmin', 'folder')),
    name      TEXT NOT NULL,
    root      TEXT NOT NULL,
    watched   INTEGER NOT NULL DEFAULT 0 CHECK (watched IN (0, 1)),
    added_at  INTEGER NOT NULL,
    synced_at INTEGER
);

CREATE TABLE sync_files (
    place_id INTEGER NOT NULL REFERENCES sync_places (place_id) ON DELETE CASCADE,
    path     TEXT NOT NULL,
    size     INTEGER NOT NULL CHECK (size >= 0),
    mtime_ns INTEGER NOT NULL,
    sha256   TEXT,
    outcome  TEXT NOT NULL CHECK (outcome IN ('imported', 'duplicate', 'upgraded', 'skipped', 'rejected')),
    message  TEXT,
    PRIMARY KEY (place_id, path)
) WITHOUT ROWID;
