import LogbookModel

/// Which runs records are kept for and how a report selects them: the one place that
/// decides what "a run" is for records.
///
/// A run is a stored run whose normalised sport is `running`, whether its file named the
/// sport or logbook inferred it from the speed profile (`sport_source`); inferred runs
/// are included and marked (`inferredSQL`).
public enum RecordSport {
    /// The sport records are judged for with world records and the running thresholds.
    public static let running = Sport.fallback

    /// True when efforts of `sport` are judged as running (world records, running thresholds).
    public static func isRunning(_ sport: String) -> Bool { sport == running }

    /// The SQL condition on the runs table aliased `alias` keeping runs of the sport bound
    /// to the one `?` it contains.
    public static func condition(alias: String) -> String { "\(alias).sport = ?" }

    /// The SQL expression, over the runs table aliased `alias`, that is 1 for a run whose
    /// sport was inferred rather than stated by its file (0 for a run stored before the
    /// sport source was, whose `sport_source` is NULL until `rebuild`).
    public static func inferredSQL(alias: String) -> String {
        "(CASE WHEN \(alias).sport_source = '\(SportSource.inferred.rawValue)' THEN 1 ELSE 0 END)"
    }
}
