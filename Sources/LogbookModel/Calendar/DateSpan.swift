/// A length of time back from today, as `--last` takes it: `30d`, `4w`, `3m`, `1y`.
///
/// The span ends with today, today included: `Nd` is the last N days, `Nw` the last 7 × N
/// days, `Nm` the days after the same day N months ago (`3m` on 2026-12-06 is 2026-09-07
/// to 2026-12-06), `Ny` the days after the same day N years ago; a day the earlier month
/// lacks is its last day (`1m` on 2026-03-31 starts after 2026-02-28).
public struct DateSpan: Sendable, Hashable {
    /// How many units, 1...`maxCount`.
    public let count: Int
    /// Days, weeks, months or years.
    public let unit: SpanUnit

    /// The largest count accepted: 10,000 of any unit.
    public static let maxCount = 10_000

    /// A span of `count` units, the count held within 1...`maxCount`.
    public init(count: Int, unit: SpanUnit) {
        self.count = min(max(count, 1), Self.maxCount)
        self.unit = unit
    }

    /// Reads `4w`, `30d`, `3m`, `1y` (also `4 weeks`, `30 days`; case does not matter), or nil.
    public static func parse(_ text: String) -> DateSpan? {
        let compact = String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "\t" })
        let digits = compact.prefix { $0 >= "0" && $0 <= "9" }
        guard !digits.isEmpty, digits.count <= 5, let count = Int(digits), (1...maxCount).contains(count),
            let unit = SpanUnit.named(String(compact.dropFirst(digits.count)))
        else { return nil }
        return DateSpan(count: count, unit: unit)
    }

    /// The days of the span ending with `today`, today included.
    public func period(endingOn today: LocalDate) -> LocalPeriod {
        let end = today.adding(days: 1)
        switch unit {
        case .days: return LocalPeriod(begin: today.adding(days: Int64(1 - count)), end: end)
        case .weeks: return LocalPeriod(begin: today.adding(days: Int64(1 - 7 * count)), end: end)
        case .months: return LocalPeriod(begin: today.addingMonths(-count).adding(days: 1), end: end)
        case .years: return LocalPeriod(begin: today.addingMonths(-12 * count).adding(days: 1), end: end)
        }
    }
}
