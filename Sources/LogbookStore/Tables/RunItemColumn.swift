import LogbookSQLite

/// A column of a per-run child table whose rows each store one `Item` of the run (a split,
/// a best effort, a heart-rate summary).
///
/// The table's enum lists its columns and maps an item to each (`value(of:runID:)`); the
/// INSERT that writes the items is derived here once, for the live table or a twin with
/// the same columns.
protocol RunItemColumn: TableColumn {
    /// What one row stores.
    associatedtype Item

    /// The value stored in this column for `item` of run `runID`.
    func value(of item: Item, runID: Int64) -> SQLiteValue
}

extension RunItemColumn {
    /// Writes `items` as rows of run `runID` into `table` (this list's own, or a twin with
    /// its columns) with `verb`, e.g. `INSERT OR REPLACE`; writes nothing for none.
    static func insert(
        _ items: some Collection<Item>, runID: Int64, into table: String = Self.table, verb: String = "INSERT",
        in database: Database
    ) throws {
        guard !items.isEmpty else { return }
        let columns = Array(allCases)
        let statement = try database.reusable("\(verb) INTO \(table) (\(sqlList(columns))) VALUES (\(placeholders))")
        for item in items {
            try statement.execute(columns.map { $0.value(of: item, runID: runID) })
        }
    }
}
