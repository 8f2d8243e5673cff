import LogbookModel
import LogbookSQLite

/// The SQL of `run_sources`: which files contributed to which run, and how.
///
/// A run's sources move with it into quarantine and back (`TwinTable.quarantine`); a purge
/// deletes them. Callers own the transaction.
public struct RunSourceTables {
    /// The connection.
    public let database: Database

    /// Creates the tables' SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Records that file `fileID` contributed to run `runID` as `status` (into the
    /// quarantine twin when the run is quarantined). A file already recorded for the run
    /// keeps its first status (two activities of one file that are the same run).
    public func add(runID: Int64, fileID: Int64, status: RunSourceStatus, quarantined: Bool = false) throws {
        let table = quarantined ? Self.quarantineTwin : RunSourceColumn.table
        try database.execute(
            "INSERT OR IGNORE INTO \(table) (\(RunSourceColumn.sqlList())) VALUES (?, ?, ?)",
            [.integer(runID), .integer(fileID), .text(status.rawValue)])
    }

    /// The sources of live run `runID`, in the order the files were imported.
    public func sources(ofRun runID: Int64) throws -> [RunSource] {
        try database.namedRows(
            """
            SELECT f.name AS name, f.format AS format, f.content_sha256 AS content_sha256, f.imported_at AS imported_at,
                   s.status AS status, k.state AS original
            FROM \(RunSourceColumn.table) s JOIN import_files f ON f.id = s.file_id
            LEFT JOIN \(KeptOriginalColumn.table) k ON k.content_sha256 = f.content_sha256
            WHERE s.run_id = ? ORDER BY f.imported_at, f.id
            """, [.integer(runID)]
        ).map { row in
            RunSource(
                path: row["name"].stringValue ?? "", format: row["format"].stringValue ?? "",
                contentSHA256: row["content_sha256"].stringValue ?? "", importedAt: row["imported_at"].int64Value ?? 0,
                status: RunSourceStatus(rawValue: row["status"].stringValue ?? "") ?? .first,
                original: row["original"].stringValue.flatMap(KeptOriginalState.init(rawValue:)))
        }
    }

    /// The quarantine twin of `run_sources`.
    static let quarantineTwin = "quarantined_run_sources"
}
