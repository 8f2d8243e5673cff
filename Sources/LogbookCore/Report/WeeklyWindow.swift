import LogbookModel

/// The weeks a report's weekly bars show: the last ones up to a date, empty weeks included.
public enum WeeklyWindow {
    /// How many weeks the bars show: 52.
    public static let defaultCount = 52

    /// The `count` weeks (starting on `weekStart`) ending with the one holding `last`, oldest
    /// first, each with its row of `rows` or zero totals.
    public static func weeks(_ rows: [PeriodStats], through last: LocalDate, count: Int = defaultCount, weekStart: WeekStart = .monday) -> [PeriodStats] {
        let kind = PeriodKind.week(weekStart)
        let lastWeek = Period.containing(last, kind: kind)
        let first = lastWeek.start.adding(days: -7 * Int64(max(0, count - 1)))
        var byStart: [LocalDate: PeriodStats] = [:]
        for row in rows { byStart[row.period.start] = row }
        return Period.covering(from: first, through: lastWeek.start, kind: kind).map {
            byStart[$0.start] ?? PeriodStats(period: $0, totals: RunTotals())
        }
    }
}
