-- 0025: kept originals in fewer bytes (issue 52). A text file's runs of digits are taken
-- out of its text before zstd compresses it, each as the difference from the value before it
-- in the same place of the text (`layout` 'digit-columns'): the 100 one-hour GPX files of the
-- benchmark are kept in 6.0 bytes a point instead of 15.3. `logbook original ID` gives back
-- the same bytes, checked against their hash as before.
--
-- `layout`: how the bytes were rewritten before compression; NULL (every original kept
-- before this version, and binary files) is the bytes as they are. This migration changes
-- no stored value.
ALTER TABLE kept_originals ADD COLUMN layout TEXT
    CHECK (layout IS NULL OR layout = 'digit-columns');
