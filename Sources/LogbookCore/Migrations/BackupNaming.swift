import Foundation

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

    /// The newest backup of `databasePath` in its folder (by the timestamp in its name), if any.
    public static func newestBackup(of databasePath: String) -> String? {
        let url = URL(fileURLWithPath: databasePath)
        let folder = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + ".backup-v"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let backups = names.filter { $0.hasPrefix(prefix) }.compactMap { name -> (stamp: String, name: String)? in
            guard let dash = name.lastIndex(of: "-") else { return nil }
            return (String(name[name.index(after: dash)...]), name)
        }
        guard let newest = backups.max(by: { ($0.stamp, $0.name) < ($1.stamp, $1.name) }) else { return nil }
        return folder.appendingPathComponent(newest.name).path
    }
}
