import Foundation
import LogbookSQLite
import LogbookSupport

/// Names and finds the backups written next to a database before an upgrade.
public enum BackupNaming {
    /// `<db>.backup-v<N>-<UTC timestamp>`, e.g. `logbook.sqlite.backup-v1-20261130T035000Z`.
    public static func path(for databasePath: String, version: Int, at date: Date) -> String {
        "\(databasePath).backup-v\(version)-\(compactTimestamp(date))"
    }

    /// `20261130T035000Z`.
    public static func compactTimestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// Every file next to `databasePath` whose name parses fully as one of its backups,
    /// oldest first (by the time in the name, not by its text), complete or not.
    public static func backups(of databasePath: String) -> [(path: String, name: BackupName)] {
        let url = URL(fileURLWithPath: databasePath)
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.compactMap { name -> (path: String, name: BackupName)? in
            guard let parsed = BackupName.parse(name, databaseName: url.lastPathComponent) else { return nil }
            return (folder.appendingPathComponent(name).path, parsed)
        }.sorted { $0.name < $1.name }
    }

    /// The newest complete backup of `databasePath` (see `isComplete`), if any.
    public static func newestBackup(of databasePath: String) -> String? {
        backups(of: databasePath).reversed().first { isComplete($0.path) }?.path
    }

    /// True when the file at `path` is a whole logbook: a regular file (not a link) whose
    /// size matches its SQLite header, with no `-journal` beside it (an interrupted write)
    /// nor a non-empty `-wal`, that opens read-only and holds the migration record.
    public static func isComplete(_ path: String) -> Bool {
        guard let identity = FileIdentity.of(path), identity.isRegularFile,
              let header = DatabaseHeader.reading(path), header.isWhole(fileSize: identity.size),
              FileIdentity.of(path + "-journal") == nil,
              (FileIdentity.of(path + "-wal")?.size ?? 0) == 0
        else { return false }
        guard let database = try? Database(path: path, mode: .immutable),
              let records = try? database.scalar("SELECT count(*) FROM \(Migrator.recordTable)").int64Value
        else { return false }
        return records > 0
    }
}
