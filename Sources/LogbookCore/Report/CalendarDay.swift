import LogbookModel

/// One cell of a report's year calendar: a local date, the distance run on it and its runs.
public struct CalendarDay: Sendable, Equatable {
    /// The local date.
    public var date: LocalDate
    /// The runs starting on it, in start order.
    public var runs: [DayRun]

    /// Creates a cell.
    public init(date: LocalDate, runs: [DayRun]) {
        self.date = date
        self.runs = runs
    }

    /// The distance of its runs in metres (runs without a believable distance add nothing).
    public var distance: Double {
        runs.reduce(0) { $0 + ($1.distance.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? 0) }
    }
}
