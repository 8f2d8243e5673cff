/// Which runs records are kept for and how a report selects them: the one place that
/// decides what "a run" is for records.
///
/// Today a run is a stored run whose normalised sport is `running`. When the sport source
/// (`file` or `inferred`) is stored, inferred runs are included and marked by changing
/// `inferredSQL` alone.
public enum RecordSport {
    /// The sport records are judged for with world records and the running thresholds.
    public static let running = Sport.fallback

    /// True when efforts of `sport` are judged as running (world records, running thresholds).
    public static func isRunning(_ sport: String) -> Bool { sport == running }

    /// The SQL condition on the runs table aliased `alias` keeping runs of the sport bound
    /// to the one `?` it contains.
    public static func condition(alias: String) -> String { "\(alias).sport = ?" }

    /// The SQL expression, over the runs table aliased `alias`, that is 1 for a run whose
    /// sport was inferred rather than stated by its file (0 while no sport source is stored).
    public static func inferredSQL(alias: String) -> String { "0" }
}
