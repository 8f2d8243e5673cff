/// A value read from one result row by its column names, as `Database.fetchAll` returns it.
///
/// A conforming type says once how a row becomes a value (`init(row:)`), so no query reads
/// positions by hand (`row[3].stringValue ?? ""`) and a reordered SELECT cannot shift them.
public protocol FetchableRow {
    /// The value of `row`, read by column name.
    init(row: SQLiteRow) throws
}

extension Database {
    /// Every row of `sql` with `values` bound, each read as a `Row`.
    public func fetchAll<Row: FetchableRow>(_ type: Row.Type, _ sql: String, _ values: [SQLiteValue] = []) throws -> [Row] {
        try namedRows(sql, values).map { try Row(row: $0) }
    }

    /// The first row of `sql` with `values` bound read as a `Row`, or nil when there is none.
    public func fetchOne<Row: FetchableRow>(_ type: Row.Type, _ sql: String, _ values: [SQLiteValue] = []) throws -> Row? {
        try namedRows(sql, values).first.map { try Row(row: $0) }
    }
}
