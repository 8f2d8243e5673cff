/// Sums runs per week, month or year in SQL, over run rows only (never samples).
///
/// Each run is placed on its local day, `floor((start_utc + utc_offset_s) / 86400)`, and
/// grouped by a period key computed from that day in SQL: Monday weeks by
/// `floor((day + 3) / 7)` (1970-01-01 was a Thursday), Sunday weeks by `floor((day + 4) / 7)`,
/// months and years by `strftime` of the day. Each group reports its first day, from which
/// the report places its period.
///
/// A run counts towards the average pace only when `ExclusionReason` finds nothing
/// against it (the threshold part comes from `PaceRule`, each pace judged by its sport's
/// range, `SportThresholds`); every other run is counted under its reason. Distances and
/// moving times that are not finite or negative are left out of the sums and counted.
public struct PeriodTotalsQuery {
    /// The connection.
    public let database: Database

    /// Creates a query over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// One row per period and exclusion reason holding at least one run of `filter`, in no
    /// particular order: one pass over the runs, grouped by period and reason.
    public func groups(filter: RunFilter, kind: PeriodKind, thresholds: PaceThresholds) throws -> [PeriodGroupRow] {
        let (source, values) = Self.classifiedRuns(filter: filter, thresholds: thresholds)
        let key = Self.periodKey(kind)
        let rows = try database.namedRows(
            """
            SELECT MIN(day) AS first_day, reason, COUNT(*) AS runs,
                   TOTAL(CASE WHEN distance_m >= 0 AND distance_m <= \(Self.maxDistance) THEN distance_m END) AS distance,
                   TOTAL(CASE WHEN moving_s >= 0 AND moving_s <= \(Self.maxDuration) THEN moving_s END) AS moving,
                   TOTAL(avg_hr * hr_weight) AS hr_sum,
                   TOTAL(hr_weight) AS hr_weight,
                   MAX(CASE WHEN distance_m >= 0 AND distance_m <= \(Self.maxDistance) THEN distance_m END) AS longest,
                   SUM((distance_m IS NOT NULL AND NOT (distance_m >= 0 AND distance_m <= \(Self.maxDistance)))
                       OR (moving_s IS NOT NULL AND NOT (moving_s >= 0 AND moving_s <= \(Self.maxDuration)))) AS unusable
            FROM (\(source))
            GROUP BY \(key), reason
            """, values)
        return rows.compactMap { row in
            guard let day = row["first_day"].int64Value else { return nil }
            return PeriodGroupRow(
                firstDay: LocalDate(daysSince1970: day), reason: row["reason"].stringValue.map(ExclusionReason.init(text:)),
                runs: Int(row["runs"].int64Value ?? 0), distance: row["distance"].doubleValue ?? 0,
                moving: row["moving"].doubleValue ?? 0, heartRateSum: row["hr_sum"].doubleValue ?? 0,
                heartRateWeight: row["hr_weight"].doubleValue ?? 0, longest: row["longest"].doubleValue,
                unusableTotals: Int(row["unusable"].int64Value ?? 0))
        }
    }

    /// The SQL that reads the runs of `filter` with their local `day`, their `reason` for
    /// exclusion from pace (NULL when they count) and their heart-rate weight, and its values.
    ///
    /// `LIMIT -1` (no limit) keeps SQLite from folding this subquery into the outer query,
    /// which would evaluate the `reason` CASE once per use instead of once per run
    /// (10 % fewer instructions for `stats --weekly` on 10,000 runs, callgrind).
    static func classifiedRuns(filter: RunFilter, thresholds: PaceThresholds) -> (sql: String, values: [SQLiteValue]) {
        let (condition, filterValues) = filter.condition
        let local = "(start_utc + utc_offset_s)"
        let limits = PaceRule.thresholdSQL(
            column: { quantity in
                switch quantity {
                case .distance: return RunColumn.distance.rawValue
                case .pace: return RunColumn.pace.rawValue
                }
            },
            limit: { limit in
                switch limit {
                case .minDistance: return ("?", [.real(thresholds.minDistance)])
                case .minPace: return SportThresholds.sqlBound(column: RunColumn.sport.rawValue, fastest: true, running: thresholds)
                case .maxPace: return SportThresholds.sqlBound(column: RunColumn.sport.rawValue, fastest: false, running: thresholds)
                }
            })
        let sql = """
            SELECT (\(local) - ((\(local) % 86400) + 86400) % 86400) / 86400 AS day,
                   distance_m, moving_s, avg_hr,
                   CASE
                       WHEN pace_status IS NOT '\(PaceStatus.ok.rawValue)' THEN coalesce(pace_status, 'no status')
                       WHEN pace_s_per_km IS NULL OR abs(pace_s_per_km) >= 9e999 THEN '\(ExclusionReason.nonFinitePace)'
                       WHEN distance_m IS NULL OR moving_s IS NULL
                            OR NOT (distance_m > 0 AND distance_m <= \(Self.maxDistance) AND moving_s > 0 AND moving_s <= \(Self.maxDuration))
                           THEN '\(ExclusionReason.unusableDistanceOrTime)'
                       WHEN \(limits.sql) THEN '\(ExclusionReason.outsideThresholds)'
                   END AS reason,
                   CASE WHEN avg_hr > 0 AND avg_hr <= \(Self.maxHeartRate) THEN
                       CASE WHEN moving_s > 0 AND moving_s <= \(Self.maxDuration) THEN moving_s
                            WHEN elapsed_s > 0 AND elapsed_s <= \(Self.maxDuration) THEN elapsed_s END
                   END AS hr_weight
            FROM runs
            WHERE \(condition)
            LIMIT -1
            """
        return (sql, limits.values + filterValues)
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
