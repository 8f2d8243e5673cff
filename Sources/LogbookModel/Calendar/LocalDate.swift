/// A date on the runner's local calendar (proleptic Gregorian), counted in days since 1970-01-01.
///
/// Runs are placed on it with `start_utc + utc_offset_s`: the calendar the runner saw
/// on their watch when they started, whatever time zone the machine reading it is in.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let daysSince1970: Int64

    /// The date `daysSince1970` days after 1970-01-01.
    public init(daysSince1970: Int64) {
        self.daysSince1970 = daysSince1970
    }

    /// The date with this year, month (1...12) and day, or nil when it does not exist
    /// (`2023-02-29`, `2024-04-31`, month 13).
    public init?(year: Int64, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else { return nil }
        self.init(daysSince1970: CivilCalendar.days(year: year, month: month, day: day))
    }

    /// The local date of the instant `utc` (seconds since 1970) seen at `offset` seconds from UTC.
    public init(utc: Int64, offset: Int) {
        self.init(localSeconds: utc + Int64(offset))
    }

    /// The date holding `localSeconds` (local wall-clock seconds since 1970-01-01T00:00 local).
    public init(localSeconds: Int64) {
        self.init(daysSince1970: CivilCalendar.floorDivide(localSeconds, 86400))
    }

    /// Parses `YYYY-MM-DD` (exactly four year digits, two month and two day digits), or nil
    /// when the text is not that or names a date that does not exist.
    public static func parse(_ text: String) -> LocalDate? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return LocalDate(year: Int64(year), month: month, day: day)
    }

    /// The year, month (1...12) and day of the month.
    public var components: (year: Int64, month: Int, day: Int) {
        CivilCalendar.date(daysSince1970: daysSince1970)
    }

    /// The year.
    public var year: Int64 { components.year }

    /// The month, 1...12.
    public var month: Int { components.month }

    /// The day of the month, 1...31.
    public var day: Int { components.day }

    /// The ISO weekday: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday).
    public var isoWeekday: Int {
        Int(CivilCalendar.floorModulo(daysSince1970 + 3, 7)) + 1
    }

    /// Local midnight at the start of this date, in local seconds since 1970.
    public var startLocalSeconds: Int64 { daysSince1970 * 86400 }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int64) -> LocalDate {
        LocalDate(daysSince1970: daysSince1970 + count)
    }

    /// `2024-03-01`.
    public var description: String {
        let (year, month, day) = components
        return CivilCalendar.dateText(year: year, month: month, day: day)
    }

    /// Earlier dates sort first.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        lhs.daysSince1970 < rhs.daysSince1970
    }
}
