import LogbookModel
import LogbookSQLite

/// The SQL of `run_edits`: what each `logbook edit` of a run changed, field by field, so that
/// the last edit can be undone and a field can be given the file's value again.
///
/// Keyed by the run's id without a foreign key: a quarantined run keeps its history, and a
/// purge deletes it (`deleteAll`). Callers own the transaction.
public struct RunEditHistory {
    /// The connection.
    public let database: Database

    /// Creates the table's SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Records one edit of run `runID` made at `time`: each of `changes` (the fields it
    /// changed, as they were before it), under the run's next edit number.
    public func record(_ changes: [FieldEdit], ofRun runID: Int64, at time: Int64) throws {
        guard !changes.isEmpty else { return }
        let last = try database.scalar(
            "SELECT max(\(RunEditColumn.editSeq.rawValue)) FROM \(RunEditColumn.table) WHERE run_id = ?",
            [.integer(runID)]).int64Value ?? 0
        let statement = try database.prepare(
            "INSERT INTO \(RunEditColumn.table) (\(RunEditColumn.sqlList())) VALUES (\(RunEditColumn.placeholders))")
        for change in changes {
            let columns: [SQLiteValue] = [
                .integer(runID), .integer(last.addingReportingOverflow(1).partialValue), .text(change.field.rawValue),
                Self.stored(change.before), change.before.detail.map(SQLiteValue.text) ?? .null,
                .integer(change.wasEdited ? 1 : 0), .integer(time),
            ]
            try statement.execute(columns)
        }
    }

    /// The last edit of run `runID` still remembered: its number and the fields it changed,
    /// as they were before it; `nil` when there is none.
    public func lastEdit(ofRun runID: Int64) throws -> (seq: Int64, changes: [FieldEdit])? {
        guard let seq = try database.scalar(
            "SELECT max(\(RunEditColumn.editSeq.rawValue)) FROM \(RunEditColumn.table) WHERE run_id = ?",
            [.integer(runID)]).int64Value
        else { return nil }
        let rows = try database.namedRows(
            "SELECT field, value, detail, was_edited FROM \(RunEditColumn.table) WHERE run_id = ? AND edit_seq = ?",
            [.integer(runID), .integer(seq)])
        return (seq, rows.compactMap(Self.change(from:)))
    }

    /// Forgets edit `seq` of run `runID` (it was undone).
    public func forget(edit seq: Int64, ofRun runID: Int64) throws {
        try database.execute(
            "DELETE FROM \(RunEditColumn.table) WHERE run_id = ? AND edit_seq = ?", [.integer(runID), .integer(seq)])
    }

    /// The file's value of each field of run `runID` the history knows it for: the value
    /// before the latest edit that found the field not set by the runner.
    public func fileValues(ofRun runID: Int64) throws -> [EditableField: EditableValue] {
        let rows = try database.namedRows(
            """
            SELECT field, value, detail, was_edited FROM \(RunEditColumn.table)
            WHERE run_id = ? AND was_edited = 0 ORDER BY edit_seq
            """, [.integer(runID)])
        var values: [EditableField: EditableValue] = [:]
        for change in rows.compactMap(Self.change(from:)) { values[change.field] = change.before }
        return values
    }

    /// Deletes the history of run `runID` (the run is purged).
    public func deleteAll(ofRun runID: Int64) throws {
        try database.execute("DELETE FROM \(RunEditColumn.table) WHERE run_id = ?", [.integer(runID)])
    }

    /// The stored `value` of `before`: its words, or the flag as 0 or 1.
    private static func stored(_ before: EditableValue) -> SQLiteValue {
        if let text = before.text { return .text(text) }
        if let flag = before.flag { return .integer(flag ? 1 : 0) }
        return .null
    }

    /// The change a row holds; `nil` for a field this version does not know.
    private static func change(from row: SQLiteRow) -> FieldEdit? {
        guard let field = row["field"].stringValue.flatMap(EditableField.init(rawValue:)) else { return nil }
        let value = row["value"]
        let before = field == .commute
            ? EditableValue(flag: value.int64Value.map { $0 != 0 })
            : EditableValue(text: value.stringValue, detail: row["detail"].stringValue)
        return FieldEdit(field: field, before: before, wasEdited: row["was_edited"].int64Value == 1)
    }
}
