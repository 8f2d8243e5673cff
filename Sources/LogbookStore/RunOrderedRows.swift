import LogbookSQLite

/// The rows of a query whose first column is a run id and whose rows come in run id order,
/// read one run at a time beside other such queries (`RunRowBytes.forEachRun`).
struct RunOrderedRows {
    /// The query, stepped forward only.
    let statement: Statement
    /// True while the statement stands on a row not yet handed out.
    private var onRow: Bool

    /// Prepares `sql` over `database` and steps to its first row.
    init(database: Database, sql: String) throws {
        statement = try database.prepare(sql)
        onRow = try statement.step()
    }

    /// Calls `body` with each row of run `id`, skipping the rows of smaller ids (runs not
    /// asked for); `id`s must be asked for in increasing order.
    mutating func forEachRow(ofRun id: Int64, _ body: (Statement) throws -> Void) throws {
        while onRow {
            let rowID = statement.column(0).int64Value ?? Int64.min
            if rowID > id { return }
            if rowID == id { try body(statement) }
            onRow = try statement.step()
        }
    }
}
