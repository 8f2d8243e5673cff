import LogbookAnalysis
import LogbookSQLite
import LogbookStore

/// One run's zones, TRIMP and the readings left out, for `show`.
///
/// Computed on read from the run's heart-rate summary (`run_heart_rates`), the profile values
/// of its date, and the live runs of the 365 days up to its date: their stored sustained
/// peaks estimate the maximum when none is set, and, for a run without heart rate of its
/// own, their summaries, pace and heart rate estimate its load.
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
        let own = try RunQueries(database: database).distanceAndMoving(runID: runID)
        let run = RunHeartRate(
            runID: runID, startUTC: startUTC, utcOffset: utcOffset, summary: summary, distance: own?.distance,
            movingSeconds: own?.moving)
        let starts = window(of: run)
        // The others count through their peaks alone when the run has a load of its own heart
        // rate: their stored peaks are read, not their summaries.
        let ownLoad = try RunLoad.own(of: run, profile: profile, zones: zones) {
            try RunLoad.datedPeaks([run], known: nil) + table.peaks(starting: starts, excluding: runID)
        }
        if let ownLoad { return ShownRunLoad(load: ownLoad, excluded: summary.excluded) }
        // Too little heart rate of its own: a load estimated from its pace needs the others' loads.
        let load = RunLoad.compute([run] + (try table.runs(starting: starts, excluding: runID)), profile: profile, zones: zones)[0]
        return ShownRunLoad(load: load, excluded: summary.excluded)
    }

    /// The load of `run` (whose summary left out `excluded`) among `all`, every live run's
    /// heart rate in start order as `HeartRateSummaryTable.runs()` reads them: what
    /// `load(runID:...)` gives, without a query per run (a report shows every run's).
    /// `peaks`, when given, holds each of `all`'s sustained peaks (`MaxHeartRateEstimate.sustainedPeak`).
    public static func load(
        of run: RunHeartRate, excluded: [HeartRateExclusion: Int], among all: [RunHeartRate], peaks: [Double?]? = nil,
        profile: AthleteProfile, zones: ZoneModel = .percentOfMax
    ) -> ShownRunLoad {
        let window = inWindow(of: run, among: all).filter { all[$0].runID != run.runID }
        let own = peaks.map { _ in MaxHeartRateEstimate.sustainedPeak(run.readings) }
        let known = peaks.map { peaks in [own ?? nil] + window.map { peaks[$0] } }
        let runs = [run] + window.map { all[$0] }
        let load = RunLoad.first(of: runs, profile: profile, zones: zones, peaks: known)
            ?? RunLoad.compute(runs, profile: profile, zones: zones, peaks: known)[0]
        return ShownRunLoad(load: load, excluded: excluded)
    }

    /// The starts (UTC seconds) of the other live runs a run's load is computed with: those
    /// of the 365 days up to its date (their sustained peaks estimate the maximum when none
    /// is set, and those of the 90 days before it with heart rate give the relation a run
    /// without heart rate is estimated by), a day's margin either side for the zones.
    public static func window(of run: RunHeartRate) -> ClosedRange<Int64> {
        let earliest = run.date.adding(days: -(MaxHeartRateEstimate.windowDays - 1))
        let low = earliest.startLocalSeconds.subtractingReportingOverflow(86400).partialValue
        let high = run.startUTC.addingReportingOverflow(2 * 86400).partialValue
        return min(low, high)...max(low, high)
    }

    /// The positions of `all` (in start order) whose start lies in `run`'s window.
    public static func inWindow(of run: RunHeartRate, among all: [RunHeartRate]) -> Range<Int> {
        let window = window(of: run)
        func firstIndex(startingAfter limit: Int64, orAt: Bool) -> Int {
            var low = 0, high = all.count
            while low < high {
                let middle = (low + high) / 2
                let start = all[middle].startUTC
                if start < limit || (!orAt && start == limit) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let lower = firstIndex(startingAfter: window.lowerBound, orAt: true)
        let upper = firstIndex(startingAfter: window.upperBound, orAt: false)
        return lower..<max(lower, upper)
    }
}
