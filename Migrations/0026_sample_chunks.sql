-- logbook: rebuilds-tables
-- 0026: the samples in chunks (issue 52). A run's samples are stored 512 at a time, in
-- order, each chunk one row: a header SQL can read (where it starts, how many samples, the
-- time it covers, which columns have a value) and `data`, the samples encoded column by
-- column, delta-coded varints (docs/sample-chunks.md gives the layout byte by byte and a
-- Python reader). Every value is exactly what the rows held: milliseconds, 1e-7 degrees,
-- decimetres, NULLs included. The bench's 100 one-hour runs take about 11 bytes a sample,
-- everything but the kept originals counted, against 40 as rows.
--
-- A rowid table, not WITHOUT ROWID: a chunk is about 3 KB, and a WITHOUT ROWID table keeps
-- at most about a quarter of a page of a row in its B-tree and spills the rest into
-- overflow pages left mostly empty (12.0 bytes a sample at 512 against 10.9); a rowid table
-- keeps a row up to nearly a page. The primary key is a small index beside it.
--
-- `present_columns`: bit i set when column i of seq, offset_ms, lat_e7, lon_e7, ele_dm, hr,
-- cadence, distance_dm, segment has a value in some sample of the chunk (so "has it a heart
-- rate", "has it a position" read headers only).
--
-- The rows are converted in this migration's transaction: the migrator's preparation step
-- for 0026 (`SampleChunkConversion`, run before this script) encodes every row of the three
-- samples tables into a temporary table each (`temp.sample_chunks_0026` and its twins'); this
-- script copies them in and drops the rows. The temporary tables are made here too (empty),
-- so the script also runs where no preparation ran (a new logbook's schema). `logbook export ID
-- --format samples` gives a run's samples as CSV at the rows' resolution: the view
-- `sample_points` could not decode a chunk in SQL and goes with the rows.
CREATE TEMP TABLE IF NOT EXISTS sample_chunks_0026 (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data);
CREATE TEMP TABLE IF NOT EXISTS quarantined_sample_chunks_0026 (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data);
CREATE TEMP TABLE IF NOT EXISTS trim_original_sample_chunks_0026 (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data);

CREATE TABLE sample_chunks (
    run_id          INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    chunk           INTEGER NOT NULL CHECK (chunk >= 0),
    first_seq       INTEGER NOT NULL,
    sample_count    INTEGER NOT NULL CHECK (sample_count BETWEEN 1 AND 65536),
    first_offset_ms INTEGER NOT NULL,
    last_offset_ms  INTEGER NOT NULL,
    present_columns INTEGER NOT NULL CHECK (present_columns BETWEEN 0 AND 511),
    data            BLOB NOT NULL,
    PRIMARY KEY (run_id, chunk)
);

CREATE TABLE quarantined_sample_chunks (
    run_id          INTEGER NOT NULL REFERENCES quarantined_runs (id) ON DELETE CASCADE,
    chunk           INTEGER NOT NULL,
    first_seq       INTEGER NOT NULL,
    sample_count    INTEGER NOT NULL,
    first_offset_ms INTEGER NOT NULL,
    last_offset_ms  INTEGER NOT NULL,
    present_columns INTEGER NOT NULL,
    data            BLOB NOT NULL,
    PRIMARY KEY (run_id, chunk)
);

CREATE TABLE trim_original_sample_chunks (
    run_id          INTEGER NOT NULL REFERENCES trim_originals (run_id) ON DELETE CASCADE,
    chunk           INTEGER NOT NULL,
    first_seq       INTEGER NOT NULL,
    sample_count    INTEGER NOT NULL,
    first_offset_ms INTEGER NOT NULL,
    last_offset_ms  INTEGER NOT NULL,
    present_columns INTEGER NOT NULL,
    data            BLOB NOT NULL,
    PRIMARY KEY (run_id, chunk)
);

-- The rows go first: the chunks then take the pages they leave, and the file does not grow.
DROP VIEW sample_points;
DROP TABLE samples;
DROP TABLE quarantined_samples;
DROP TABLE trim_original_samples;

INSERT INTO sample_chunks SELECT run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data FROM temp.sample_chunks_0026 ORDER BY run_id, chunk;
DROP TABLE temp.sample_chunks_0026;
INSERT INTO quarantined_sample_chunks SELECT run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data FROM temp.quarantined_sample_chunks_0026 ORDER BY run_id, chunk;
DROP TABLE temp.quarantined_sample_chunks_0026;
INSERT INTO trim_original_sample_chunks SELECT run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data FROM temp.trim_original_sample_chunks_0026 ORDER BY run_id, chunk;
DROP TABLE temp.trim_original_sample_chunks_0026;
