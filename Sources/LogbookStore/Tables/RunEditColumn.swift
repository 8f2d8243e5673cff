import LogbookSQLite

/// The columns of `run_edits`, the history of `logbook edit`: the one place a new column of
/// it is declared (see `RunColumn`).
public enum RunEditColumn: String, TableColumn {
    /// The edited run.
    case runID = "run_id"
    /// Which edit of the run, from 1 in the order they were made.
    case editSeq = "edit_seq"
    /// The field the edit changed (`EditableField`).
    case field
    /// The field's words before the edit, or the commute flag (0 or 1).
    case value
    /// The sport's variant before the edit, or `default` for gear that was its sport's default.
    case detail
    /// 1 when the runner had set the field before the edit, 0 when it was the file's value.
    case wasEdited = "was_edited"
    /// When the edit was made (unix seconds).
    case editedAt = "edited_at"

    /// The table.
    public static let table = "run_edits"
}
