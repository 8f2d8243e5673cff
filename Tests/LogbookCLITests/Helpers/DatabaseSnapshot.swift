import Foundation
import XCTest

@testable import LogbookSQLite

/// Everything a logbook database holds, read through a fresh read-only connection, so
/// that tests can say "nothing changed" and "nothing is damaged" precisely.
struct DatabaseSnapshot: Equatable {
    /// Rows per table: runs, splits, sample_chunks, import_files.
    var counts: [String: Int64]
    /// Every row of every table as text, in key order.
    var rows: [String]
    /// The result of `PRAGMA integrity_check` (`ok` when sound).
    var integrity: String

    /// The tables a logbook keeps its data in.
    static let tables = ["runs", "splits", "sample_chunks", "import_files"]

    /// Reads the database at `path`.
    init(path: String) throws {
        let database = try Database(path: path, mode: .readOnly)
        integrity = try database.rows("PRAGMA integrity_check").compactMap { $0.first?.stringValue }.joined(separator: "\n")
        counts = [:]
        rows = []
        for table in Self.tables {
            counts[table] = try database.scalar("SELECT count(*) FROM \(table)").int64Value ?? -1
            for row in try database.rows("SELECT * FROM \(table) ORDER BY 1, 2") {
                rows.append(table + ": " + row.map { "\($0)" }.joined(separator: "|"))
            }
        }
    }

    /// One value from the database at `path` (read-only).
    static func scalar(_ sql: String, _ values: [SQLiteValue] = [], path: String) throws -> SQLiteValue {
        try Database(path: path, mode: .readOnly).scalar(sql, values)
    }

    /// `PRAGMA integrity_check` of the database at `path`.
    static func integrity(path: String) throws -> String {
        try Database(path: path, mode: .readOnly).rows("PRAGMA integrity_check")
            .compactMap { $0.first?.stringValue }.joined(separator: "\n")
    }
}
