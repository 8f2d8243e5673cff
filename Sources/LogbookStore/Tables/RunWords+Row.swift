import LogbookModel
import LogbookSQLite

extension RunWords: FetchableRow {
    /// The words of a `runs` row: `name`, `description`, `gear` and `commute`.
    public init(row: SQLiteRow) {
        self.init(
            name: row[RunColumn.name].stringValue, description: row[RunColumn.description].stringValue,
            gear: row[RunColumn.gear].stringValue, commute: row[RunColumn.commute].int64Value.map { $0 != 0 })
    }
}
