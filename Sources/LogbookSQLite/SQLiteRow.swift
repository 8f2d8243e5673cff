/// One result row whose values can be read by column name as well as by position.
///
/// The names come from the statement (`AS` aliases included); rows of one query share
/// one name index.
public struct SQLiteRow: Sendable {
    /// The values, in the order of the result columns.
    public let values: [SQLiteValue]
    /// The position of each result column by name.
    let positions: ColumnPositions

    /// Creates a row from its values and the positions of its column names.
    init(values: [SQLiteValue], positions: ColumnPositions) {
        self.values = values
        self.positions = positions
    }

    /// The value of the result column `name`, or `.null` when the query has no such column.
    public subscript(_ name: String) -> SQLiteValue {
        guard let position = positions[name], values.indices.contains(position) else { return .null }
        return values[position]
    }

    /// The value of a table column, by its declared name.
    public subscript<Column: TableColumn>(_ column: Column) -> SQLiteValue {
        self[column.rawValue]
    }
}
