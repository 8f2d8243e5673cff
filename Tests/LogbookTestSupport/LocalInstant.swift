import Foundation

/// Local wall-clock times turned into instants by the system's time-zone rules, so that
/// expected values in tests do not come from the code under test.
public enum LocalInstant {
    /// A local time or zone the tests wrote wrongly.
    public struct Unreadable: Error, CustomStringConvertible {
        /// What could not be read.
        public var description: String
    }

    /// The UTC instant and UTC offset of `yyyy-MM-dd HH:mm` in the IANA zone `zone`.
    public static func of(_ local: String, _ zone: String) throws -> (utc: Int64, offset: Int) {
        guard let timeZone = TimeZone(identifier: zone) else { throw Unreadable(description: "unknown zone \(zone)") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        guard let date = formatter.date(from: local) else { throw Unreadable(description: "not a local time: \(local)") }
        return (Int64(date.timeIntervalSince1970), timeZone.secondsFromGMT(for: date))
    }
}
