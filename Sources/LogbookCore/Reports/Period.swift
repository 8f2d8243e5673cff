import LogbookModel

/// One week, month or year on the runner's local calendar: its bounds and its label.
///
/// The single source of truth for period labels and bounds: reports group runs in SQL
/// by a period key, then place each group with `Period.containing(_:kind:)`.
public struct Period: Sendable, Hashable, CustomStringConvertible {
    /// Week, month or year.
    public let kind: PeriodKind
    /// The first local date of the period.
    public let start: LocalDate
    /// The first local date after the period (exclusive end).
    public let end: LocalDate

    /// The period of `kind` that holds `date`.
    public static func containing(_ date: LocalDate, kind: PeriodKind) -> Period {
        let days: LocalPeriod
        switch kind {
        case .week(let weekStart): days = .week(holding: date, startingOn: weekStart)
        case .month: days = .month(holding: date)
        case .year: days = .year(holding: date)
        }
        return Period(kind: kind, start: days.begin, end: days.end)
    }

    /// The periods of `kind` from the one holding `first` to the one holding `last`, in order
    /// (empty when `last` is before `first`).
    public static func covering(from first: LocalDate, through last: LocalDate, kind: PeriodKind) -> [Period] {
        guard first <= last else { return [] }
        var periods = [containing(first, kind: kind)]
        while let current = periods.last, current.end <= last {
            periods.append(current.following)
        }
        return periods
    }

    /// How many periods `covering(from:through:kind:)` would give, computed without
    /// making them (0 when `last` is before `first`; clamped, never trapping).
    public static func count(from first: LocalDate, through last: LocalDate, kind: PeriodKind) -> Int64 {
        guard first <= last else { return 0 }
        let (low, high) = (containing(first, kind: kind).start, containing(last, kind: kind).start)
        let steps: (Int64, Bool)
        switch kind {
        case .week:
            let days = high.daysSince1970.subtractingReportingOverflow(low.daysSince1970)
            steps = (days.partialValue / 7, days.overflow)
        case .month:
            let years = high.year.subtractingReportingOverflow(low.year)
            let months = years.partialValue.multipliedReportingOverflow(by: 12)
            let total = months.partialValue.addingReportingOverflow(Int64(high.month - low.month))
            steps = (total.partialValue, years.overflow || months.overflow || total.overflow)
        case .year:
            let years = high.year.subtractingReportingOverflow(low.year)
            steps = (years.partialValue, years.overflow)
        }
        if steps.1 || steps.0 == .max { return .max }
        return steps.0 + 1
    }

    /// The period right after this one.
    public var following: Period {
        Period.containing(end, kind: kind)
    }

    /// True when `date` lies within the period.
    public func contains(_ date: LocalDate) -> Bool {
        start <= date && date < end
    }

    /// `2024-W09` (ISO weeks), `2024-02-25` (Sunday weeks: the first date), `2024-03`, `2024`.
    public var label: String {
        switch kind {
        case .week(.monday): return ISOWeek.of(start).description
        case .week(.sunday): return start.description
        case .month: return String(start.description.prefix(start.description.count - 3))
        case .year: return String(start.description.prefix(start.description.count - 6))
        }
    }

    /// The label.
    public var description: String { label }
}
