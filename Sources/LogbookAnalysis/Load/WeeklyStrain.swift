import Foundation
import LogbookModel

/// Foster's monotony and strain of one ISO week (Monday to Sunday) of daily loads.
///
/// `monotony = mean / standard deviation` of the week's seven daily loads (a day without a
/// run is 0; the population deviation, over the 7 days), `strain = weekly load * monotony`.
/// A week whose seven loads are all equal has no monotony or strain (`nil`), never an
/// infinity.
public struct WeeklyStrain: Sendable, Equatable {
    /// The Monday that starts the week.
    public var monday: LocalDate
    /// The sum of the week's daily loads.
    public var load: Double
    /// Mean daily load over its standard deviation, or `nil` when the deviation is 0.
    public var monotony: Double?
    /// The weekly load times the monotony, or `nil` without a monotony.
    public var strain: Double?

    /// Creates a week.
    public init(monday: LocalDate, load: Double, monotony: Double?, strain: Double?) {
        self.monday = monday
        self.load = load
        self.monotony = monotony
        self.strain = strain
    }

    /// The Monday of the ISO week holding `date`.
    public static func monday(of date: LocalDate) -> LocalDate {
        date.adding(days: Int64(1 - date.isoWeekday))
    }

    /// One week per ISO week the days touch, in order; days of the week outside `days`
    /// count as load 0.
    public static func weeks(_ days: [DailyFitness]) -> [WeeklyStrain] {
        var loads: [LocalDate: [Double]] = [:]
        for day in days {
            let monday = monday(of: day.date)
            var week = loads[monday] ?? Array(repeating: 0, count: 7)
            week[day.date.isoWeekday - 1] += day.load
            loads[monday] = week
        }
        return loads.keys.sorted().compactMap { monday in
            guard let week = loads[monday] else { return nil }
            return strain(of: week, monday: monday)
        }
    }

    /// The week starting `monday` with these seven daily loads.
    public static func strain(of loads: [Double], monday: LocalDate) -> WeeklyStrain {
        let total = loads.reduce(0, +)
        let mean = total / Double(loads.count)
        let variance = loads.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(loads.count)
        let deviation = variance.squareRoot()
        guard deviation > 1e-9, deviation.isFinite, mean.isFinite else {
            return WeeklyStrain(monday: monday, load: total, monotony: nil, strain: nil)
        }
        let monotony = mean / deviation
        return WeeklyStrain(monday: monday, load: total, monotony: monotony, strain: total * monotony)
    }
}
