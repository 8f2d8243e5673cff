-- 0018: the bytes of every imported file, kept inside the logbook (issue 32), so that a
-- later, better reader can read them again (`logbook rebuild --from-originals`) and the
-- runner can always get the file back exactly as it was (`logbook original ID`), without
-- ever having to find their old exports: the logbook stays the one file to back up.
--
-- Content-addressed by the SHA-256 that import records for the file (`import_files.
-- content_sha256`): the same bytes are kept once, however many archives or folders brought
-- them; an archive member is kept as the member (the archive itself is no imported file).
--
-- `kept_originals`: one row per content hash whose original import decided about, with its
-- `state`: `kept` (its chunks hold it), `not-kept` (imported with `--no-originals`) or
-- `dropped` (`logbook original --drop-before`; its chunks are gone, its size stays for
-- messages). A file imported before this version has no row. `byte_count` is the file's
-- size, `stored_bytes` what its chunks hold, `compression` how (`zstd`, one zstd frame
-- written and read through libzstd, or `none`), `kept_at` the import time (unix seconds)
-- and `dropped_at` when it was dropped.
--
-- `kept_original_chunks`: the compressed stream cut in pieces of at most 1 MiB, in `seq`
-- order from 0, so that neither a write nor a read ever holds a whole file in memory.
-- Keyed by rowid (large blobs do not belong in a WITHOUT ROWID b-tree).
-- This migration changes no stored value.

CREATE TABLE kept_originals (
    content_sha256 TEXT PRIMARY KEY CHECK (length(content_sha256) = 64),
    state          TEXT NOT NULL CHECK (state IN ('kept', 'not-kept', 'dropped')),
    byte_count     INTEGER CHECK (byte_count IS NULL OR byte_count >= 0),
    stored_bytes   INTEGER CHECK (stored_bytes IS NULL OR stored_bytes >= 0),
    compression    TEXT CHECK (compression IS NULL OR compression IN ('zstd', 'none')),
    kept_at        INTEGER NOT NULL,
    dropped_at     INTEGER,
    CHECK (state = 'not-kept' OR (byte_count IS NOT NULL AND stored_bytes IS NOT NULL AND compression IS NOT NULL)),
    CHECK ((state = 'dropped') = (dropped_at IS NOT NULL))
);

CREATE TABLE kept_original_chunks (
    id             INTEGER PRIMARY KEY,
    content_sha256 TEXT NOT NULL REFERENCES kept_originals (content_sha256) ON DELETE CASCADE,
    seq            INTEGER NOT NULL CHECK (seq >= 0),
    bytes          BLOB NOT NULL CHECK (length(bytes) <= 1048576),
    UNIQUE (content_sha256, seq)
);
