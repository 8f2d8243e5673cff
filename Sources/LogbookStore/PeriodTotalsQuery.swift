import LogbookModel
import LogbookSQLite

/// Sums runs per week, month or year over run rows only (never samples): SQL reads and
/// classifies the runs, the sums are made as they stream by.
///
/// Each run is placed on its local day, `floor((start_utc + utc_offset_s) / 86400)`, in
/// SQL, and grouped by the period of that day (`period(day:kind:)`). Each group reports its
/// first day, from which the report places its period.
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
    /// particular order: one pass over the classified runs. Runs whose start lies outside
    /// the schema's range are left out (`outOfRangeRunIDs` names them).
    ///
    /// SQL classifies each run (`classifiedRuns`); the sums are made here, as the runs
    /// stream by, instead of by an SQL `GROUP BY`: that sorted every run and evaluated each
    /// sum's `CASE` in SQLite's interpreter, 1.4 times the instructions of the whole
    /// `sqlite3` CLI's monthly query on 10,000 runs. A value is summed exactly when the SQL
    /// sums did: a number (integer or real) within the believable bounds; text and bytes are
    /// never summed and count as unusable, as SQLite's comparisons (text sorts above every
    /// number) made them.
    public func groups(filter: RunFilter, kind: PeriodKind, thresholds: PaceThresholds) throws -> [PeriodGroupRow] {
        let (source, values) = Self.classifiedRuns(filter: filter, thresholds: thresholds)
        let statement = try database.prepare(source)
        try statement.bind(values)
        defer { statement.reset() }
        // The groups in the order first met, found by key; runs of one period and reason
        // mostly come one after another, so the last group is tried before any hashing.
        var groups: [PeriodGroupRow] = []
        var positions: [GroupKey: Int] = [:]
        var last: (key: GroupKey, position: Int)?
        while try statement.step() {
            // Columns: day, distance_m, moving_s, avg_hr, reason, hr_weight, id.
            guard case .integer(let day) = statement.column(0) else { continue }
            let distance = StoredNumber(statement.column(1)), moving = StoredNumber(statement.column(2))
            let reason = statement.column(4).stringValue
            let key = GroupKey(period: Self.period(day: day, kind: kind), reason: reason)
            let position: Int
            if let last, last.key == key {
                position = last.position
            } else if let found = positions[key] {
                position = found
            } else {
                position = groups.count
                positions[key] = position
                groups.append(PeriodGroupRow(
                    firstDay: LocalDate(daysSince1970: day), reason: reason.map(ExclusionReason.init(text:)), runs: 0,
                    distance: 0, moving: 0, heartRateSum: 0, heartRateWeight: 0, longest: nil, unusableTotals: 0))
            }
            last = (key, position)
            if day < groups[position].firstDay.daysSince1970 { groups[position].firstDay = LocalDate(daysSince1970: day) }
            groups[position].runs += 1
            let usableDistance = Self.believable(distance, upTo: Believable.maxDistance)
            let usableMoving = Self.believable(moving, upTo: Believable.maxDuration)
            if let usableDistance {
                groups[position].distance += usableDistance
                groups[position].longest = max(groups[position].longest ?? usableDistance, usableDistance)
            }
            if let usableMoving { groups[position].moving += usableMoving }
            if (distance != .missing && usableDistance == nil) || (moving != .missing && usableMoving == nil) {
                groups[position].unusableTotals += 1
            }
            // The SQL gives a weight only with a believable numeric average heart rate.
            if case .number(let weight) = StoredNumber(statement.column(5)),
                case .number(let heartRate) = StoredNumber(statement.column(3))
            {
                groups[position].heartRateSum += heartRate * weight
                groups[position].heartRateWeight += weight
            }
            if groups[position].reason?.leavesRunOut == true, let id = statement.column(6).int64Value {
                groups[position].leftOutIDs.append(id)
            }
        }
        return groups
    }

    /// Every run of `filter` as `groups` classifies and sums it, by local day then id: what
    /// `stats --explain` lists, so its counted runs add up to the period's numbers.
    public func classified(filter: RunFilter, thresholds: PaceThresholds) throws -> [ClassifiedRun] {
        let (source, values) = Self.classifiedRuns(filter: filter, thresholds: thresholds)
        let statement = try database.prepare(source)
        try statement.bind(values)
        defer { statement.reset() }
        var runs: [ClassifiedRun] = []
        while try statement.step() {
            guard case .integer(let day) = statement.column(0), let id = statement.column(6).int64Value else { continue }
            runs.append(
                ClassifiedRun(
                    id: id, day: LocalDate(daysSince1970: day),
                    distance: Self.believable(StoredNumber(statement.column(1)), upTo: Believable.maxDistance),
                    moving: Self.believable(StoredNumber(statement.column(2)), upTo: Believable.maxDuration),
                    reason: statement.column(4).stringValue.map(ExclusionReason.init(text:))))
        }
        return runs.sorted { ($0.day, $0.id) < ($1.day, $1.id) }
    }

    /// A period and an exclusion reason: the runs summed together.
    private struct GroupKey: Hashable {
        /// The period's number (`period(day:kind:)`).
        var period: Int64
        /// The reason text, `nil` for runs that count.
        var reason: String?
    }

    /// The number of the period holding local day `day`: Monday weeks by
    /// `floor((day + 3) / 7)` (1970-01-01 was a Thursday), Sunday weeks by
    /// `floor((day + 4) / 7)`, months as `year × 12 + month - 1`, years as the year. Days
    /// outside the years 0000-9999 share one period, as they shared SQLite's NULL date text.
    static func period(day: Int64, kind: PeriodKind) -> Int64 {
        switch kind {
        case .week(.monday): return CivilCalendar.floorDivide(day + 3, 7)
        case .week(.sunday): return CivilCalendar.floorDivide(day + 4, 7)
        case .month, .year:
            guard (calendarDays).contains(day) else { return Int64.min }
            let date = CivilCalendar.date(daysSince1970: day)
            return kind == .year ? date.year : date.year * 12 + Int64(date.month - 1)
        }
    }

    /// 0000-01-01 ... 9999-12-31 as days since 1970: the dates SQLite's `strftime` writes.
    static let calendarDays: ClosedRange<Int64> = -719_528...2_932_896

    /// The value when it is a number from 0 to `limit` (what the SQL summed); else nil.
    static func believable(_ value: StoredNumber, upTo limit: Double) -> Double? {
        guard case .number(let number) = value, number >= 0, number <= limit else { return nil }
        return number
    }

    /// The SQL that reads the runs of `filter` with their local `day`, their `reason` for
    /// exclusion from pace (NULL when they count) and their heart-rate weight, and its values.
    ///
    /// `LIMIT -1` (no limit) keeps SQLite from folding it into a query that reads it as a subquery,
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
                       WHEN \(RunColumn.leftOutSQL(alias: nil)) THEN doubt
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
                   END AS hr_weight,
                   id
            FROM runs
            WHERE (\(condition)) AND \(Self.startInRange)
            LIMIT -1
            """
        return (sql, limits.values + filterValues)
    }

    /// The schema's range of starts (1900-01-01 to 2100-01-01, `Believable.isBelievableStart`)
    /// as an SQL condition: a run outside it (written past the CHECK constraint) has no
    /// calendar day to be grouped under, so it is left out of every period and named apart
    /// (`outOfRangeRunIDs`), never bucketed into a wrong year.
    static let startInRange = "+start_utc >= \(Believable.earliestStart) AND +start_utc < \(Believable.latestStart)"

    /// The ids of the runs of `filter` whose start lies outside the schema's range (see
    /// `startInRange`), by id: left out of `groups`.
    public func outOfRangeRunIDs(filter: RunFilter) throws -> [Int64] {
        let (condition, values) = filter.condition
        return try database.rows(
            "SELECT id FROM runs WHERE (\(condition)) AND NOT (\(Self.startInRange)) ORDER BY id", values
        ).compactMap { $0.first?.int64Value }
    }

    /// `Believable.maxDistance` as an SQL literal: a larger distance is not summed.
    static let maxDistance = Believable.sqlLiteral(Believable.maxDistance)
    /// `Believable.maxDuration` as an SQL literal: a longer moving or elapsed time is not summed.
    static let maxDuration = Believable.sqlLiteral(Believable.maxDuration)
    /// `Believable.maxHeartRate` as an SQL literal: a higher heart rate is not averaged.
    static let maxHeartRate = Believable.sqlLiteral(Believable.maxHeartRate)
}
