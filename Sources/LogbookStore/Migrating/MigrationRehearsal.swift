import Foundation
import LogbookSQLite
import LogbookSupport

/// Rehearses an upgrade on a temporary copy of a database (`logbook migrate --check`)
/// and verifies the result, never touching the real file.
public struct MigrationRehearsal: Sendable {
    /// The migrator whose migrations are rehearsed.
    public var migrator: Migrator

    /// Creates a rehearsal (default: the embedded migrations).
    public init(migrator: Migrator = Migrator()) {
        self.migrator = migrator
    }

    /// The outcome of a rehearsal.
    public struct Report: Sendable, Equatable {
        /// The checks, in the order they ran.
        public var items: [CheckItem]
        /// True when every check passed.
        public var passed: Bool { items.allSatisfy(\.passed) }
    }

    /// Copies `original` (an empty database when `nil`), applies the pending migrations to
    /// the copy, and checks integrity, foreign keys, schema drift against a fresh database,
    /// and that no table lost rows. The caller opens the original, after its refusals.
    ///
    /// The copy lives in a `CheckCopyFolder` (mode 0700, in `temporaryFolder`) with the
    /// database's own permissions, and is removed when the check ends.
    ///
    /// Throws `CheckFolderError` when the temporary folder is missing, a file, or fills up.
    public func run(copying original: Database?, temporaryFolder: URL = FileManager.default.temporaryDirectory) throws -> Report {
        let folder = try CheckCopyFolder.make(in: temporaryFolder)
        defer { folder.remove() }
        do {
            return try rehearse(copying: original, into: folder)
        } catch let error as SQLiteError where error.isDiskFull {
            throw CheckFolderError(folder: temporaryFolder.path, cause: .full)
        }
    }

    /// `run` once the folder is made.
    private func rehearse(copying original: Database?, into folder: CheckCopyFolder) throws -> Report {
        let copyPath = folder.url.appendingPathComponent("copy.sqlite").path
        var items: [CheckItem] = []
        if let original {
            try original.backup(to: copyPath)
            if let permissions = FileIdentity.of(original.path, followingLinks: true)?.permissions {
                chmod(copyPath, mode_t(permissions & 0o666))
            }
        }
        let copy = try Database(path: copyPath)
        let before = try Self.rowCounts(copy)
        let pending = try migrator.validate(copy)
        try copy.configure()
        do {
            try migrator.migrate(copy)
            items.append(CheckItem(name: "apply \(pending.count) pending migration(s)", passed: true,
                                   detail: pending.map(\.label).joined(separator: ", ")))
        } catch is MigrationInterruption {
            // Ctrl-C: the check stops (the copy is removed); the logbook was never touched.
            throw SQLiteError(code: .interrupt, message: "interrupted")
        } catch {
            // The copy, not the migration, failed: the temporary folder is full.
            if Self.meansDiskFull(error) { throw SQLiteError(code: .full, message: "\(error)") }
            items.append(CheckItem(name: "apply \(pending.count) pending migration(s)", passed: false, detail: "\(error)"))
            return Report(items: items)
        }
        let integrity = try copy.rows("PRAGMA integrity_check").compactMap { $0.first?.stringValue }
        items.append(CheckItem(name: "integrity_check", passed: integrity == ["ok"], detail: integrity == ["ok"] ? "" : integrity.prefix(5).joined(separator: "; ")))
        let violations = try copy.rows("PRAGMA foreign_key_check")
        items.append(CheckItem(name: "foreign_key_check", passed: violations.isEmpty,
                               detail: violations.isEmpty ? "" : "\(violations.count) row(s) refer to missing rows"))
        let drift = Self.drift(actual: try Migrator.schema(of: copy), expected: try migrator.freshSchema())
        items.append(CheckItem(name: "schema matches a fresh database", passed: drift.isEmpty, detail: drift.joined(separator: "; ")))
        let after = try Self.rowCounts(copy)
        let lost = before.compactMap { table, count -> String? in
            let now = after[table] ?? 0
            return now < count ? "\(table): \(count) -> \(now)" : nil
        }.sorted()
        items.append(CheckItem(name: "no table lost rows", passed: lost.isEmpty,
                               detail: lost.isEmpty ? "\(before.values.reduce(0, +)) row(s) kept" : lost.joined(separator: "; ")))
        return Report(items: items)
    }

    /// True when `error` says the disk is full: SQLite's own error, or a migration that failed
    /// with SQLite's words for it.
    static func meansDiskFull(_ error: Error) -> Bool {
        if let error = error as? SQLiteError { return error.isDiskFull }
        if case MigrationError.migrationFailed(_, _, let message) = error {
            return message == SQLiteResultCode.full.standardMessage
        }
        return false
    }

    /// The differences between two schemas, one line per object that is missing, extra or different.
    public static func drift(actual: [SchemaObject], expected: [SchemaObject]) -> [String] {
        let actualByName = Dictionary(actual.map { ("\($0.type) \($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
        let expectedByName = Dictionary(expected.map { ("\($0.type) \($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for key in expectedByName.keys.sorted() {
            guard let found = actualByName[key] else { lines.append("missing \(key)"); continue }
            if normalize(found.sql) != normalize(expectedByName[key]?.sql ?? "") { lines.append("\(key) differs") }
        }
        for key in actualByName.keys.sorted() where expectedByName[key] == nil { lines.append("unexpected \(key)") }
        return lines
    }

    private static func normalize(_ sql: String) -> String {
        sql.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static func rowCounts(_ database: Database) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for table in try database.userTableNames() {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            counts[table] = Int(try database.scalar("SELECT count(*) FROM \(quoted)").int64Value ?? 0)
        }
        return counts
    }
}
