-- Seed rows for schema version 25 (after 0025_original_layout): the rows of version 24, with
-- the file `<a>12</a>` kept as digit columns, uncompressed: its text `<a>`, a marker byte,
-- `</a>`, the run's length 2 and its value 12 (zigzag 24).
-- includes: 0024_run_rulings

INSERT INTO kept_originals (content_sha256, state, byte_count, stored_bytes, compression, kept_at, dropped_at, layout)
VALUES ('e6f2a4deebca75c5113e089eb6a88c7ab73e19bfc50b8f3158ed94ec25952d12', 'kept', 9, 11, 'none', 1764900000, NULL, 'digit-columns');

INSERT INTO kept_original_chunks (id, content_sha256, seq, bytes)
VALUES (3, 'e6f2a4deebca75c5113e089eb6a88c7ab73e19bfc50b8f3158ed94ec25952d12', 0, x'083c613e013c2f613e0218');
