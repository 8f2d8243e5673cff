-- 0015: runs recovered from a damaged or cut file. A FIT file whose CRC does not match, or
-- that ends before its header says, is read up to the first message that does not decode
-- or is not plausible; the run is stored from what came before, and `recovered_at_byte`
-- says from which byte of the file nothing could be read (NULL: the file was read whole).
-- The best-copy ranking prefers a whole copy of a run over a recovered one.
--
-- Runs stored before this version were all read whole, except those of FIT files cut short
-- (which said so only in a warning): they stay NULL, and `logbook import --refresh` marks
-- them. No stored value changes. The twin tables get the column too (without a CHECK, like
-- the rest of their columns).
ALTER TABLE runs ADD COLUMN recovered_at_byte INTEGER
    CHECK (recovered_at_byte IS NULL OR recovered_at_byte BETWEEN 0 AND 9223372036854775807);
ALTER TABLE quarantined_runs ADD COLUMN recovered_at_byte INTEGER;
ALTER TABLE trim_originals ADD COLUMN recovered_at_byte INTEGER;
