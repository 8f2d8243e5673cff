import Foundation
import LogbookSupport

/// One versioned schema change: a numbered SQL script from `Migrations/NNNN_name.sql`.
public struct Migration: Sendable, Equatable {
    /// The version number (the `NNNN` of the file name), starting at 1.
    public var number: Int
    /// The descriptive part of the file name, e.g. `runs_splits_samples`.
    public var name: String
    /// The SQL script (changing it drops the checksum worked out at build time).
    public var sql: String {
        didSet { builtChecksum = nil }
    }

    /// SHA-256 of `sql` worked out when the binary was built (embedded migrations), so that
    /// opening a logbook hashes nothing; `nil` for migrations made at run time (tests).
    private var builtChecksum: String?

    /// Creates a migration.
    public init(number: Int, name: String, sql: String) {
        self.number = number
        self.name = name
        self.sql = sql
    }

    /// Creates a migration whose checksum was computed at build time (see `EmbeddedMigrations`).
    init(number: Int, name: String, sql: String, builtChecksum: String) {
        self.init(number: number, name: name, sql: sql)
        self.builtChecksum = builtChecksum
    }

    /// SHA-256 of the SQL text, recorded when applied, to detect an edited migration.
    public func checksum() throws -> String {
        if let builtChecksum { return builtChecksum }
        return try SHA256.hex(of: sql.utf8)
    }

    /// Two migrations are the same when their number, name and SQL are (a checksum worked
    /// out at build time is only a shortcut).
    public static func == (left: Migration, right: Migration) -> Bool {
        left.number == right.number && left.name == right.name && left.sql == right.sql
    }

    /// The header line a migration that rebuilds tables carries among its leading comments.
    ///
    /// Rebuilding a table the standard SQLite way (create new, copy, drop old, rename)
    /// with foreign keys on deletes every child row through `ON DELETE CASCADE` on the
    /// DROP; the migrator runs such a migration with foreign keys off instead.
    public static let rebuildsTablesHeader = "-- logbook: rebuilds-tables"

    /// True when the script's leading comment lines (before its first statement) include
    /// `rebuildsTablesHeader` exactly.
    public var rebuildsTables: Bool {
        for line in sql.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("--") else { return false }
            if trimmed == Self.rebuildsTablesHeader { return true }
        }
        return false
    }

    /// `0001_runs_splits_samples`.
    public var label: String { Self.label(number: number, name: name) }

    /// A migration's label from its number and name: `0001_runs_splits_samples`.
    public static func label(number: Int, name: String) -> String { String(format: "%04d_%@", number, name) }

    /// Parses `NNNN_name.sql` into a number and a name; nil for any other file name.
    public static func parseFileName(_ fileName: String) -> (number: Int, name: String)? {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(4)
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        let digits = stem[..<underscore]
        guard digits.count == 4, digits.allSatisfy(\.isASCII), let number = Int(digits), number > 0 else { return nil }
        let name = stem[stem.index(after: underscore)...]
        guard !name.isEmpty else { return nil }
        return (number, String(name))
    }

    /// Every migration embedded in this binary, in order.
    public static let embedded: [Migration] = EmbeddedMigrations.all.compactMap { file in
        parseFileName(file.fileName).map { Migration(number: $0.number, name: $0.name, sql: file.sql, builtChecksum: file.checksum) }
    }.sorted { $0.number < $1.number }
}
