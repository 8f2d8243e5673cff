import LogbookSQLite

/// The columns of `import_files`: the one place a new column of it is declared.
public enum ImportFileColumn: String, TableColumn {
    /// The file's id.
    case id
    /// SHA-256 of the file's bytes, lowercase hex.
    case contentSHA256 = "content_sha256"
    /// The name it was imported under.
    case name
    /// The format's stored name (`FileFormat.storedName`).
    case format
    /// When it was imported, UTC seconds.
    case importedAt = "imported_at"
    /// 1 once every run of the file is stored; 0 while an import stored only some of them
    /// (formats stored one run per transaction, see `FormatEntry.storesEachRunAlone`).
    case complete

    /// The table.
    public static let table = "import_files"
}
