-- Seed rows for schema version 15 (after 0015_recovered_runs): the rows before it, with
-- run 4 recovered from a damaged FIT file up to byte 36000.
-- includes: 0014_gear

UPDATE runs SET recovered_at_byte = 36000 WHERE id = 4;
