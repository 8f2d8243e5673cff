import Foundation
import LogbookModel

/// The parts of a backup's file name, `<db>.backup-v<N>-<yyyyMMdd'T'HHmmss'Z'>`, with an
/// optional `-<k>` when several backups were written in the same second.
public struct BackupName: Sendable, Equatable, Comparable {
    /// The schema version the backup holds.
    public var version: Int
    /// When it was written (UTC, whole seconds).
    public var time: Date
    /// The `-<k>` suffix (1 when there is none).
    public var sequence: Int

    /// Creates a name.
    public init(version: Int, time: Date, sequence: Int = 1) {
        self.version = version
        self.time = time
        self.sequence = sequence
    }

    /// Parses `fileName` as a backup of the database file named `databaseName`; nil for
    /// any name that is not exactly a backup name (`...-journal`, `...-wal`, a bad date).
    public static func parse(_ fileName: String, databaseName: String) -> BackupName? {
        let prefix = databaseName + ".backup-v"
        guard fileName.hasPrefix(prefix) else { return nil }
        let parts = fileName.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              let version = digits(parts[0], count: nil), version > 0,
              let time = parseStamp(parts[1])
        else { return nil }
        var sequence = 1
        if parts.count == 3 {
            guard let number = digits(parts[2], count: nil), number >= 2 else { return nil }
            sequence = number
        }
        return BackupName(version: version, time: time, sequence: sequence)
    }

    /// Ordered by time, then sequence, then version.
    public static func < (lhs: BackupName, rhs: BackupName) -> Bool {
        (lhs.time, lhs.sequence, lhs.version) < (rhs.time, rhs.sequence, rhs.version)
    }

    /// `20261130T035000Z` as a date; nil unless it is exactly that shape and a real time.
    static func parseStamp(_ text: Substring) -> Date? {
        let characters = Array(text.utf8)
        guard characters.count == 16, characters[8] == UInt8(ascii: "T"), characters[15] == UInt8(ascii: "Z"),
              let year = digits(text.prefix(4), count: 4),
              let month = digits(text.dropFirst(4).prefix(2), count: 2),
              let day = digits(text.dropFirst(6).prefix(2), count: 2),
              let hour = digits(text.dropFirst(9).prefix(2), count: 2),
              let minute = digits(text.dropFirst(11).prefix(2), count: 2),
              let second = digits(text.dropFirst(13).prefix(2), count: 2),
              (1...12).contains(month), hour < 24, minute < 60, second < 60,
              day >= 1, day <= CivilCalendar.daysInMonth(year: Int64(year), month: month)
        else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, second)
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        return calendar.date(from: components)
    }

    /// The decimal number `text` spells with ASCII digits only (exactly `count` of them when
    /// given, at most 9 otherwise).
    private static func digits(_ text: Substring, count: Int?) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        if let count, text.utf8.count != count { return nil }
        guard text.utf8.count <= 9 else { return nil }
        return Int(text)
    }
}
