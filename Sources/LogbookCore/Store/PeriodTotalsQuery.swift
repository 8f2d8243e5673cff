/// Sums runs per week, month or year in SQL, over run rows only (never samples).
///
/// Each run is placed on its local day, `floor((start_utc + utc_offset_s) / 86400)`, and
/// grouped by a period key computed from that day in SQL: Monday weeks by
/// `floor((day + 3) / 7)` (1970-01-01 was a Thursday), Sunday weeks by `floor((day + 4) / 7)`,
/// months and years by `strftime` of the day. Each group's first day is then placed with
/// `Period.containing`, the single source of labels and bounds.
///
/// A run counts towards the average pace only when `ExclusionReason` finds nothing
/// against it (its pace judged by its sport's range, `SportThresholds`); every other run is counted under its reason. Distances and moving times
/// that are not finite or negative are left out of the sums and counted.
public struct PeriodTotalsQuery {
    /// The connection.
    public let database: Database

    /// Creates a query over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// One row per period holding at least one run of `filter`, oldest first.
    ///
    /// One pass over the runs, grouped by period and reason: each group becomes a
    /// `RunTotals` (pace sums only for the group without a reason, an exclusion count for
    /// the others) and the groups of a period are added together.
    public func periods(filter: RunFilter, kind: PeriodKind, thresholds: PaceThresholds) throws -> [PeriodStats] {
        let (source, values) = Self.classifiedRuns(filter: filter, thresholds: thresholds)
        let key = Self.periodKey(kind)
        let groups = try database.rows(
            """
            SELECT MIN(day), reason, COUNT(*),
                   TOTAL(CASE WHEN distance_m >= 0 AND distance_m <= \(Self.maxDistance) THEN distance_m END),
                   TOTAL(CASE WHEN moving_s >= 0 AND moving_s <= \(Self.maxDuration) THEN moving_s END),
                   TOTAL(avg_hr * hr_weight),
                   TOTAL(hr_weight),
                   MAX(CASE WHEN distance_m >= 0 AND distance_m <= \(Self.maxDistance) THEN distance_m END),
                   SUM((distance_m IS NOT NULL AND NOT (distance_m >= 0 AND distance_m <= \(Self.maxDistance)))
                       OR (moving_s IS NOT NULL AND NOT (moving_s >= 0 AND moving_s <= \(Self.maxDuration))))
            FROM (\(source))
            GROUP BY \(key), reason
            """, values)
        var byPeriod: [LocalDate: (period: Period, totals: RunTotals)] = [:]
        for row in groups {
            guard let day = row[0].int64Value else { continue }
            let period = Period.containing(LocalDate(daysSince1970: day), kind: kind)
            let runs = Int(row[2].int64Value ?? 0)
            let distance = row[3].doubleValue ?? 0, moving = row[4].doubleValue ?? 0
            let counted = row[1] == .null
            let group = RunTotals(
                runs: runs, distance: distance, moving: moving,
                paceRuns: counted ? runs : 0, paceDistance: counted ? distance : 0, paceMoving: counted ? moving : 0,
                heartRateSum: row[5].doubleValue ?? 0, heartRateWeight: row[6].doubleValue ?? 0, longest: row[7].doubleValue,
                exclusions: row[1].stringValue.map { [ExclusionReason(text: $0): runs] } ?? [:],
                unusableTotals: Int(row[8].int64Value ?? 0))
            let sum = byPeriod[period.start].map { $0.totals.adding(group) } ?? group
            byPeriod[period.start] = (period, sum)
        }
        return byPeriod.values.sorted { $0.period.start < $1.period.start }
            .map { PeriodStats(period: $0.period, totals: $0.totals) }
    }

    /// The SQL that reads the runs of `filter` with their local `day`, their `reason` for
    /// exclusion from pace (NULL when they count) and their heart-rate weight, and its values.
    ///
    /// `LIMIT -1` (no limit) keeps SQLite from folding this subquery into the outer query,
    /// which would evaluate the `reason` CASE once per use instead of once per run
    /// (10 % fewer instructions for `stats --weekly` on 10,000 runs, callgrind).
    static func classifiedRuns(filter: RunFilter, thresholds: PaceThresholds) -> (sql: String, values: [SQLiteValue]) {
        let (condition, filterValues) = filter.condition
        let fastest = SportThresholds.sqlBound(column: "sport", fastest: true, running: thresholds)
        let slowest = SportThresholds.sqlBound(column: "sport", fastest: false, running: thresholds)
        let local = "(start_utc + utc_offset_s)"
        let sql = """
            SELECT (\(local) - ((\(local) % 86400) + 86400) % 86400) / 86400 AS day,
                   distance_m, moving_s, avg_hr,
                   CASE
                       WHEN pace_status IS NOT 'ok' THEN coalesce(pace_status, 'no status')
                       WHEN pace_s_per_km IS NULL OR abs(pace_s_per_km) >= 9e999 THEN '\(ExclusionReason.nonFinitePace)'
                       WHEN distance_m IS NULL OR moving_s IS NULL
                            OR NOT (distance_m > 0 AND distance_m <= \(Self.maxDistance) AND moving_s > 0 AND moving_s <= \(Self.maxDuration))
                           THEN '\(ExclusionReason.unusableDistanceOrTime)'
                       WHEN pace_s_per_km < \(fastest.sql) OR pace_s_per_km > \(slowest.sql) OR distance_m < ?
                           THEN '\(ExclusionReason.outsideThresholds)'
                   END AS reason,
                   CASE WHEN avg_hr > 0 AND avg_hr <= \(Self.maxHeartRate) THEN
                       CASE WHEN moving_s > 0 AND moving_s <= \(Self.maxDuration) THEN moving_s
                            WHEN elapsed_s > 0 AND elapsed_s <= \(Self.maxDuration) THEN elapsed_s END
                   END AS hr_weight
            FROM runs
            WHERE \(condition)
            LIMIT -1
            """
        let values: [SQLiteValue] = fastest.values + slowest.values + [.real(thresholds.minDistance)]
        return (sql, values + filterValues)
    }

    /// `Believable.maxDistance` as an SQL literal: a larger distance is not summed.
    static let maxDistance = Believable.sqlLiteral(Believable.maxDistance)
    /// `Believable.maxDuration` as an SQL literal: a longer moving or elapsed time is not summed.
    static let maxDuration = Believable.sqlLiteral(Believable.maxDuration)
    /// `Believable.maxHeartRate` as an SQL literal: a higher heart rate is not averaged.
    static let maxHeartRate = Believable.sqlLiteral(Believable.maxHeartRate)

    /// The SQL expression of a run's period key, from its local `day` column.
    static func periodKey(_ kind: PeriodKind) -> String {
        switch kind {
        case .week(.monday): return "((day + 3) - (((day + 3) % 7) + 7) % 7) / 7"
        case .week(.sunday): return "((day + 4) - (((day + 4) % 7) + 7) % 7) / 7"
        case .month: return "strftime('%Y-%m', day * 86400, 'unixepoch')"
        case .year: return "strftime('%Y', day * 86400, 'unixepoch')"
        }
    }
}
