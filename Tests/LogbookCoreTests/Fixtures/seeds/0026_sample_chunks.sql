-- Seed rows for schema version 26 (after 0026_sample_chunks): the rows of version 25, with
-- the samples as 0026 stores them: one chunk per run and place, encoded as
-- docs/sample-chunks.md lays out (the trim original's heart rate NULL in its last sample:
-- a bitmap). SampleChunksMigrationTests decodes them back to the rows of version 25.
-- includes: 0025_original_layout without samples, quarantined_samples, trim_original_samples

INSERT INTO sample_chunks (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data)
VALUES
  (1, 0, 0, 2, 0, 5000, 447, x'01020100020100904e0180869dc0038a150180d0a54c0001c03e0001ac0200000100ac02010000'),
  (4, 0, 0, 2, 0, 1950000, 447, x'01020100020100e084ee010180869dc003a89c400180d0a54c0001c03e0001a80200000100889207010002');

INSERT INTO quarantined_sample_chunks (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data)
VALUES
  (3, 0, 0, 2, 0, 5000, 399, x'01020100020100904e0180869dc003942a0180d0a54c000000000100d804010000');

INSERT INTO trim_original_sample_chunks (run_id, chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data)
VALUES
  (4, 0, 0, 3, 0, 2400000, 447, x'01030100020500e084ee01a0f7360580869dc003a89c4088d5120180d0a54c0001c03e000203a80200000500889207d0890205000002');
