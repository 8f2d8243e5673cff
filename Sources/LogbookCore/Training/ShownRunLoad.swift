import LogbookAnalysis
import LogbookSQLite
import LogbookStore

/// One run's zones, TRIMP and the readings left out, for `show`.
///
/// Computed on read from the run's heart-rate summary (`run_heart_rates`), the profile values
/// of its date, and the summaries of the live runs of the 365 days up to its date: their
/// sustained peaks estimate the maximum when none is set, and their pace and heart rate
/// estimate the load of a run without heart rate.
public struct ShownRunLoad: Sendable, Equatable {
    /// The run's load (`trimp` nil: too little heart rate or no maximum known).
    public var load: RunLoad
    /// How many readings the guards left out, by reason.
    public var excluded: [HeartRateExclusion: Int]

    /// Creates a shown load.
    public init(load: RunLoad, excluded: [HeartRateExclusion: Int]) {
        self.load = load
        self.excluded = excluded
    }

    /// The load of live run `runID`, started at `startUTC` with `utcOffset`, its zones placed by `zones`.
    public static func load(
        runID: Int64, startUTC: Int64, utcOffset: Int, from database: Database, zones: ZoneModel = .percentOfMax
    ) throws -> ShownRunLoad {
        let profile = try AthleteProfileTables(database: database).profile()
        let table = HeartRateSummaryTable(database: database)
        let summary = try table.summary(runID: runID) ?? table.computed(runID: runID)
        let own = try database.namedRows("SELECT distance_m, moving_s FROM runs WHERE id = ?", [.integer(runID)]).first
        let run = RunHeartRate(
            runID: runID, startUTC: startUTC, utcOffset: utcOffset, summary: summary, distance: own?["distance_m"].doubleValue,
            movingSeconds: own?["moving_s"].doubleValue)
        // The other live runs of the 365 days up to its date: their sustained peaks estimate
        // the maximum when none is set, and those of the 90 days before it with heart rate
        // give the relation a run without heart rate is estimated by.
        let earliest = run.date.adding(days: -(MaxHeartRateEstimate.windowDays - 1))
        let low = earliest.startLocalSeconds.subtractingReportingOverflow(86400).partialValue
        let high = startUTC.addingReportingOverflow(2 * 86400).partialValue
        let others = try table.runs(starting: min(low, high)...max(low, high), excluding: runID)
        let loads = RunLoad.compute([run] + others, profile: profile, zones: zones)
        return ShownRunLoad(load: loads[0], excluded: summary.excluded)
    }
}
