import Foundation

/// A date or a period as a runner writes it: `2026-12-06`, `2026-12`, `2026`, `2026-W48`,
/// `today`, `yesterday`, `this week`, `last week`, `this month`, `last month`, `this year`,
/// `last year`. Parsed without a calendar; `period(today:weekStart:)` places it.
public enum DateExpression: Sendable, Hashable {
    /// One date written `YYYY-MM-DD`.
    case date(LocalDate)
    /// A calendar year written `YYYY`.
    case year(Int64)
    /// A calendar month written `YYYY-MM`.
    case month(year: Int64, month: Int)
    /// An ISO week written `YYYY-Www`: Monday to Sunday, whatever the week start.
    case isoWeek(ISOWeek)
    /// A period named from today: `today`, `last week` ...
    case relative(RelativePeriod)

    /// Reads `text`: case, surrounding spaces and the separators of the words (`last week`,
    /// `last-week`, `last_week`, `lastweek`) do not matter.
    public static func parse(_ text: String) -> Result<DateExpression, DateExpressionError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let key = String(trimmed.lowercased().unicodeScalars.filter { !" \t_-".unicodeScalars.contains($0) })
        if let word = RelativePeriod.allCases.first(where: { $0.key == key }) { return .success(.relative(word)) }
        let bytes = Array(trimmed.utf8)
        guard bytes.count >= 4, let year = digits(bytes[0..<4]) else { return .failure(.unrecognized) }
        switch bytes.count {
        case 4:
            return .success(.year(year))
        case 7 where bytes[4] == UInt8(ascii: "-"):
            guard let month = digits(bytes[5..<7]) else { return .failure(.unrecognized) }
            guard (1...12).contains(month) else { return .failure(.noSuchDate) }
            return .success(.month(year: year, month: Int(month)))
        case 8 where bytes[4] == UInt8(ascii: "-") && (bytes[5] == UInt8(ascii: "W") || bytes[5] == UInt8(ascii: "w")):
            guard let week = digits(bytes[6..<8]) else { return .failure(.unrecognized) }
            guard let isoWeek = ISOWeek.existing(year: year, week: Int(week)) else {
                return .failure(.noSuchWeek(year: year, weeks: ISOWeek.weeks(inYear: year)))
            }
            return .success(.isoWeek(isoWeek))
        case 10 where bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-"):
            guard digits(bytes[5..<7]) != nil, digits(bytes[8..<10]) != nil else { return .failure(.unrecognized) }
            guard let date = LocalDate.parse(trimmed) else { return .failure(.noSuchDate) }
            return .success(.date(date))
        default:
            return .failure(.unrecognized)
        }
    }

    /// The days it stands for, with `today` the runner's local date and weeks (`this week`,
    /// `last week`) starting on `weekStart`.
    public func period(today: LocalDate, weekStart: WeekStart = .monday) -> LocalPeriod {
        switch self {
        case .date(let date): return .day(date)
        case .year(let year): return .year(year)
        case .month(let year, let month): return .month(year: year, month: month)
        case .isoWeek(let week): return LocalPeriod(begin: week.monday, end: week.monday.adding(days: 7))
        case .relative(let word): return word.period(today: today, weekStart: weekStart)
        }
    }

    /// True for the words named from today (`today`, `last week` ...): only they need it.
    public var isRelative: Bool {
        if case .relative = self { return true }
        return false
    }

    /// What `--begin` takes from it: its first day.
    public func beginBound(today: LocalDate, weekStart: WeekStart = .monday) -> LocalDate {
        period(today: today, weekStart: weekStart).begin
    }

    /// What `--end` takes from it, exclusive: a plain date stays the first day left out (as
    /// `--end` always read it); a period word keeps its whole period, so the bound is the day
    /// after its last (`--end 2026-11` takes in all of November).
    public func endBound(today: LocalDate, weekStart: WeekStart = .monday) -> LocalDate {
        if case .date(let date) = self { return date }
        return period(today: today, weekStart: weekStart).end
    }

    /// The value of two to four ASCII digits, or nil when one byte is not a digit.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var value: Int64 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
