import LogbookSQLite

/// A migration recorded as applied in a database's `logbook_migrations` table.
public struct AppliedMigration: Sendable, Equatable {
    /// The version number.
    public var number: Int
    /// The name recorded with it.
    public var name: String
    /// The SHA-256 of the SQL that was applied.
    public var checksum: String
    /// When it was applied, ISO 8601 UTC.
    public var appliedAt: String

    /// `0001_runs_splits_samples`, as the embedded migration is labelled.
    public var label: String { Migration.label(number: number, name: name) }
}

extension AppliedMigration: FetchableRow {
    /// A row of the migration record (`number`, `name`, `checksum`, `applied_at`).
    public init(row: SQLiteRow) {
        self.init(
            number: Int(row["number"].int64Value ?? 0), name: row["name"].stringValue ?? "",
            checksum: row["checksum"].stringValue ?? "", appliedAt: row["applied_at"].stringValue ?? "")
    }
}
