import LogbookModel

/// The year calendars of a report: one cell per local day, the runs placed on the day their
/// own start falls on (`DayRun.localDate`). Days are counted, not measured in hours, so a
/// year of 23- and 25-hour days around a daylight saving change still has one cell per date.
public enum YearCalendar {
    /// The cells of `year`, 1 January first: 365 or 366, each holding the runs of `runs`
    /// that start on its date.
    public static func cells(year: Int64, runs: [DayRun]) -> [CalendarDay] {
        guard let first = LocalDate(year: year, month: 1, day: 1), let next = LocalDate(year: year + 1, month: 1, day: 1) else {
            return []
        }
        var byDay: [Int64: [DayRun]] = [:]
        for run in runs {
            let day = run.localDate.daysSince1970
            if day >= first.daysSince1970 && day < next.daysSince1970 { byDay[day, default: []].append(run) }
        }
        return (first.daysSince1970..<next.daysSince1970).map { day in
            CalendarDay(
                date: LocalDate(daysSince1970: day),
                runs: (byDay[day] ?? []).sorted { ($0.startUTC, $0.id) < ($1.startUTC, $1.id) })
        }
    }

    /// The local years `runs` start in, oldest first, each once.
    public static func years(of runs: [DayRun]) -> [Int64] {
        Array(Set(runs.map(\.localDate.year))).sorted()
    }

    /// The lowest distance of each shade, metres: 1 m for the lightest (a day with a run),
    /// then 5, 10 and 20 km. The calendar's legend reads them too.
    public static let levelBounds: [Double] = [1, 5000, 10000, 20000]

    /// The shade of a day's distance, 0 (nothing) to 4: below 5 km 1, below 10 km 2, below
    /// 20 km 3, else 4 (`levelBounds`).
    public static func level(metres: Double) -> Int {
        guard metres.isFinite else { return 0 }
        return levelBounds.lastIndex { metres >= $0 }.map { $0 + 1 } ?? 0
    }
}
