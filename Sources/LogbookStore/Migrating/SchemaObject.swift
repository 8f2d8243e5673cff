import LogbookSQLite

/// One table, index, view or trigger of a database schema, for drift comparison.
public struct SchemaObject: Sendable, Equatable, Hashable {
    /// `table`, `index`, `view` or `trigger`.
    public var type: String
    /// Its name.
    public var name: String
    /// The table it belongs to.
    public var table: String
    /// The SQL that creates it.
    public var sql: String
}

extension SchemaObject: FetchableRow {
    /// A row of `sqlite_master` (`type`, `name`, `tbl_name`, `sql`).
    public init(row: SQLiteRow) {
        self.init(
            type: row["type"].stringValue ?? "", name: row["name"].stringValue ?? "",
            table: row["tbl_name"].stringValue ?? "", sql: row["sql"].stringValue ?? "")
    }
}
