import LogbookCore
import LogbookModel

/// A period's totals as `stats --json` and the report's index give them.
enum PeriodStatsJSON {
    /// One JSON row: the CSV columns, then the exclusions by reason, the count of runs whose
    /// non-finite distance or time was left out of the totals, and whether `filter` cuts it.
    static func fields(_ row: PeriodStats, filter: RunFilter) -> [(String, JSONValue)] {
        fields(label: row.period.label, start: row.period.start, end: row.period.end, totals: row.totals)
            + [("partial", .bool(row.period.isPartial(begin: filter.begin, end: filter.end)))]
    }

    /// The JSON fields of a row of `totals` over the days from `start` up to `end` (exclusive).
    static func fields(label: String, start: LocalDate, end: LocalDate, totals: RunTotals) -> [(String, JSONValue)] {
        [
            ("period", .string(label)), ("start_date", .string(start.description)),
            ("end_date", .string(end.description)), ("runs", .integer(Int64(totals.runs))),
            ("distance_m", .number(totals.distance)), ("moving_s", .number(totals.moving)),
            ("pace_runs", .integer(Int64(totals.paceRuns))), ("excluded", .integer(Int64(totals.excluded))),
            ("avg_pace_s_per_km", .number(totals.averagePace)), ("avg_hr", .number(totals.averageHeartRate)),
            ("longest_m", .number(totals.longest)),
            ("excluded_reasons", .object(totals.sortedExclusions.map { ($0.reason.description, .integer(Int64($0.count))) })),
            ("unusable_totals", .integer(Int64(totals.unusableTotals))),
            ("left_out", RunDoubtText.leftOutJSON(totals.leftOutRuns)),
        ]
    }
}
