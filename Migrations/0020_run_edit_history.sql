-- 0020: what each `logbook edit` changed, so that `edit ID --undo` can put it back and
-- `edit ID --clear FIELD` can give a field the file's value again (issue 46).
--
-- `run_edits`: one row per field one edit changed. `edit_seq` numbers the edits of a run
-- from 1 in the order they were made (the fields of one edit share it); `field` is the
-- field (`name`, `sport`, `description`, `gear`, `commute`); `value`, `detail` and
-- `was_edited` are the field as it was before that edit: `value` the name, sport,
-- description or gear name (text) or the commute flag (0 or 1), NULL when empty or, for
-- gear, when it was its sport's default; `detail` the sport's variant (`trail`), or
-- `default` for gear the run had from its sport's default;
-- `was_edited` 1 when the runner had set the field already, 0 when `value` was the file's.
-- `edited_at` is the edit's time (unix seconds).
--
-- `value` has no declared type, so that a flag stays an integer and a name stays text.
-- No foreign key: a run keeps its id in quarantine, and its history with it for a restore;
-- a purge deletes the history (`QuarantineTables.delete`). Runs edited before this version
-- have none: nothing of theirs can be undone, and `--clear` empties their field as before.
-- This migration changes no stored value.

CREATE TABLE run_edits (
    run_id     INTEGER NOT NULL,
    edit_seq   INTEGER NOT NULL CHECK (edit_seq >= 1),
    field      TEXT NOT NULL CHECK (field IN ('name', 'sport', 'description', 'gear', 'commute')),
    value,
    detail     TEXT,
    was_edited INTEGER NOT NULL CHECK (was_edited IN (0, 1)),
    edited_at  INTEGER NOT NULL,
    PRIMARY KEY (run_id, edit_seq, field)
) WITHOUT ROWID;
