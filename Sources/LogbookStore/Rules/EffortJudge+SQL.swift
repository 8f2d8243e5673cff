import LogbookAnalysis
import LogbookModel
import LogbookSQLite

extension EffortJudge {
    /// `onRead` as an SQL expression over the efforts table aliased `alias`, for runs of
    /// `sport`, and its values in order: the stored status, or for a pace status the one
    /// the pace (`time_s / distance_m * 1000`, computed as `BestEffort.secondsPerKm` is)
    /// gives within the sport's range.
    public static func readStatusSQL(alias: String, sport: String, thresholds: PaceThresholds) -> (sql: String, values: [SQLiteValue]) {
        let own = SportThresholds.forSport(sport, running: thresholds)
        let pace = paceSQL(alias: alias)
        let kinds = paceStatuses.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let sql = """
            (CASE WHEN \(alias).status NOT IN (\(kinds)) THEN \(alias).status \
            WHEN \(pace) < ? THEN '\(EffortStatus.tooFast.rawValue)' \
            WHEN \(pace) > ? THEN '\(EffortStatus.tooSlow.rawValue)' ELSE '\(EffortStatus.ok.rawValue)' END)
            """
        return (sql, [.real(own.minPace), .real(own.maxPace)])
    }

    private static func paceSQL(alias: String) -> String { "\(alias).time_s / \(alias).distance_m * 1000" }
}
