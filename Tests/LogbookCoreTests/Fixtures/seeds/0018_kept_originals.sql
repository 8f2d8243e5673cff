-- Seed rows for schema version 18 (after 0018_kept_originals): the rows of version 17,
-- with the original of file 1 kept uncompressed in two chunks, file 3's imported with
-- --no-originals and file 5's dropped. Files 2, 4 and 6 were imported before originals
-- were kept.
-- includes: 0017_moving_source

INSERT INTO kept_originals (content_sha256, state, byte_count, stored_bytes, compression, kept_at, dropped_at)
VALUES
  ('a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809', 'kept', 6, 6, 'none', 1714650000, NULL),
  ('c4d5e6f708192a3b4c5d6e7f809a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3', 'not-kept', NULL, NULL, NULL, 1717300000, NULL),
  ('f708192a3b4c5d6e7f809a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6', 'dropped', 4096, 512, 'zstd', 1725200000, 1735700000);

INSERT INTO kept_original_chunks (id, content_sha256, seq, bytes)
VALUES
  (1, 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809', 0, x'3c6770'),
  (2, 'a3f1c0d2e4b5968778695a4b3c2d1e0f1a2b3c4d5e6f708192a3b4c5d6e7f809', 1, x'782f3e');
