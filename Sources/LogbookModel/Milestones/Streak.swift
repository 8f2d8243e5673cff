/// A run of consecutive periods (days, or weeks by their first day) from `from` to `to`.
public struct Streak: Sendable, Equatable {
    /// The number of periods.
    public var length: Int
    /// The first day of the first period.
    public var from: LocalDate
    /// The first day of the last period (a day streak's last day).
    public var to: LocalDate

    /// The longest streak of `periods` (first days of the periods kept), each `step` days
    /// after the one before it, and the current one: the streak whose last period is
    /// `current` or the period before it (a streak is not broken before its period is over).
    public static func find(_ periods: Set<LocalDate>, step: Int64, current: LocalDate) -> (longest: Streak?, current: Streak?) {
        var longest: Streak?
        var running: Streak?
        var streaks: [Streak] = []
        for period in periods.sorted() {
            if let last = running, last.to.adding(days: step) == period {
                running = Streak(length: last.length + 1, from: last.from, to: period)
            } else {
                if let last = running { streaks.append(last) }
                running = Streak(length: 1, from: period, to: period)
            }
        }
        if let last = running { streaks.append(last) }
        for streak in streaks where streak.length > (longest?.length ?? 0) { longest = streak }
        let now = streaks.last.flatMap { $0.to == current || $0.to.adding(days: step) == current ? $0 : nil }
        return (longest, now)
    }
}
