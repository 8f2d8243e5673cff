-- 0010: an Apple Health export is stored one workout per transaction, so an import stopped
-- half-way (Ctrl-C, a workout that could not be stored) leaves a file of which only some
-- runs are in. `complete` says whether every run of the file was stored: a file recorded
-- with 0 is not "already imported"; the next import reads it again (the workouts stored
-- before are then duplicates) and sets 1 once its last workout is in. Every file recorded
-- before this version was stored in one transaction, so it is complete.

ALTER TABLE import_files ADD COLUMN complete INTEGER NOT NULL DEFAULT 1 CHECK (complete IN (0, 1));
