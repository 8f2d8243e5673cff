-- 0011: the recording segment of each sample. A file records its pauses (a GPX
-- `<trkseg>`, a TCX track after a gap, a FIT timer stop, an Apple Health pause) and the
-- run builder never adds distance or moving time across one, but samples kept only the
-- points, so `logbook rebuild` had to guess the segments back and best efforts could span
-- a short pause. `segment` is the 0-based index of the sample's segment in its run.
-- Samples stored before this version get NULL (unknown): the file's pauses cannot be
-- told from the stored points alone; `logbook rebuild` then finds the boundaries from the
-- stored distances as before and stores them, and `logbook import --refresh` reads them
-- from the file. This migration changes no stored number.
-- The twin tables get the same column (without a CHECK, like the rest of their columns).
ALTER TABLE samples ADD COLUMN segment INTEGER CHECK (segment IS NULL OR segment BETWEEN 0 AND 2147483647);
ALTER TABLE quarantined_samples ADD COLUMN segment INTEGER;
ALTER TABLE trim_original_samples ADD COLUMN segment INTEGER;
