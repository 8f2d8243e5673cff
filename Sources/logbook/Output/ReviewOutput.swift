import LogbookCore
import LogbookModel

/// The words and document of `review YEAR`: its JSON object and its lines, which the
/// report's page of the year holds too.
enum ReviewOutput {
    /// The review as one JSON object (docs/json.md, "Review fields").
    static func json(_ review: YearReview) -> JSONValue {
        func totals(_ totals: YearTotals) -> [(String, JSONValue)] {
            [("runs", .integer(Int64(totals.runs))), ("distance_m", .number(totals.metres)), ("moving_s", .number(totals.movingSeconds))]
        }
        func run(_ run: ReviewedRun?) -> JSONValue {
            guard let run else { return .null }
            return .object([
                ("id", .integer(run.id)), ("date", .string(run.date.description)), ("distance_m", .number(run.metres)),
                ("pace_s_per_km", .number(run.secondsPerKm.isFinite ? run.secondsPerKm : nil)),
            ])
        }
        let month = review.busiestMonth.flatMap { busiest in
            LocalDate(year: review.year, month: busiest.month, day: 1).map { (String($0.description.prefix(7)), busiest.metres) }
        }
        return .object(
            [("year", .integer(review.year))] + totals(review.totals) + [
                ("year_before", .object(totals(review.before))), ("longest_run", run(review.longest)), ("fastest_run", run(review.fastest)),
                ("busiest_month", month.map { .object([("month", .string($0.0)), ("distance_m", .number($0.1))]) } ?? .null),
                ("busiest_week", review.busiestWeek.map {
                    .object([("week_start", .string($0.firstDay.description)), ("distance_m", .number($0.metres))])
                } ?? .null),
                ("tiles_gained", .integer(Int64(review.tilesGained))), ("max_square", .integer(Int64(review.maxSquare))),
                ("eddington", .integer(Int64(review.eddington.after))),
                ("eddington_gained", .integer(Int64(review.eddington.after - review.eddington.before))),
                ("longest_days", .integer(review.longestStreak.map { Int64($0.length) } ?? 0)),
                ("longest_from", .string(review.longestStreak?.from.description)), ("longest_to", .string(review.longestStreak?.to.description)),
                ("records", .array(review.records.map { record in
                    .object([
                        ("distance", .string(record.distance.label)), ("distance_m", .number(record.distance.metres)),
                        ("run_id", .integer(record.runID)), ("date", .string(record.date.description)), ("time_s", .number(record.seconds)),
                        ("pace_s_per_km", .number(record.seconds / record.distance.metres * 1000)), ("inferred_sport", .bool(record.inferredSport)),
                    ])
                })),
                ("gear_retired", .array(review.gearRetired.map { .string($0) })),
                ("most_run_route", review.mostRunRoute.map {
                    .object([("id", .integer($0.id)), ("name", .string($0.name)), ("runs", .integer(Int64($0.runs)))])
                } ?? .null),
            ])
    }

    /// The review's lines.
    static func text(_ review: YearReview, unit: DistanceUnit) -> String {
        let distance = { (metres: Double) in ReportText.distance(metres, unit: unit) }
        guard review.totals.runs > 0 else { return "No runs in \(review.year).\n" }
        var text = "\(review.year) in review\n"
        text += "  Runs        \(review.totals.runs) (\(review.before.runs) in \(review.year - 1))\n"
        text += "  Distance    \(distance(review.totals.metres)) (\(distance(review.before.metres)) in \(review.year - 1))\n"
        text += "  Moving      \(ReportText.duration(review.totals.movingSeconds)) (\(ReportText.duration(review.before.movingSeconds)) in \(review.year - 1))\n"
        if let longest = review.longest {
            text += "  Longest     \(distance(longest.metres)), run \(longest.id) on \(longest.date)\n"
        }
        if let fastest = review.fastest {
            text += "  Fastest     \(ReportText.pace(fastest.secondsPerKm, unit: unit)) over \(distance(fastest.metres)), run \(fastest.id) on \(fastest.date)\n"
        }
        if let month = review.busiestMonth, let date = LocalDate(year: review.year, month: month.month, day: 1) {
            text += "  Busiest     \(String(date.description.prefix(7))) (\(distance(month.metres)))"
            if let week = review.busiestWeek { text += ", week of \(week.firstDay) (\(distance(week.metres)))" }
            text += "\n"
        }
        text += "  Tiles       \(review.tilesGained) new (zoom 14), max square \(review.maxSquare) x \(review.maxSquare)\n"
        text += "  Eddington   \(review.eddington.after) (km), +\(review.eddington.after - review.eddington.before) this year\n"
        if let streak = review.longestStreak {
            text += "  Streak      \(streak.length) \(streak.length == 1 ? "day" : "days"), \(streak.from) to \(streak.to)\n"
        }
        for (index, record) in review.records.enumerated() {
            text += index == 0 ? "  Records     " : "              "
            text += "\(record.distance.label) in \(ReportText.duration(record.seconds)), run \(record.runID) on \(record.date)"
            text += record.inferredSport ? " (inferred)\n" : "\n"
        }
        if !review.gearRetired.isEmpty { text += "  Retired     \(review.gearRetired.joined(separator: ", "))\n" }
        if let route = review.mostRunRoute { text += "  Most run    \(route.name) (route \(route.id)), \(route.runs) runs\n" }
        return text
    }
}
