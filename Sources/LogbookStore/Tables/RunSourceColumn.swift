import LogbookSQLite

/// The columns of `run_sources`: the one place a new column of it is declared (see `RunColumn`).
public enum RunSourceColumn: String, TableColumn {
    /// The run the file contributed to.
    case runID = "run_id"
    /// The imported file (`import_files.id`): its path as given, format, hash and import time.
    case fileID = "file_id"
    /// How it contributed (`RunSourceStatus`).
    case status

    /// The table.
    public static let table = "run_sources"
}
