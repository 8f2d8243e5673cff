import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookSupport

/// Computes the best efforts of runs stored before best efforts existed: the step the
/// migrator runs right after `0006_best_efforts.sql`, inside that migration's transaction.
///
/// SQL alone cannot walk samples with a sliding window, so the opener does it: every run
/// with samples, live, in quarantine or kept as a trim original, gets the efforts its
/// stored samples give, found by the analysis step's own pass (`RunAnalysis.EffortPass`)
/// and judged as it judges (`RunAnalysis.judged`) with the default thresholds
/// (`PaceThresholds.standard`): the thresholds of the original import are not stored.
/// That decides nothing a runner sees: reads judge the pace again with their own
/// thresholds (`EffortJudge.onRead`), and the world-record statuses depend on no threshold. One pass over each samples table in
/// run order; measured at about 0.5 s per million samples (BENCHMARKS.md).
public enum BestEffortBackfill {
    /// Fills the efforts tables from the stored samples; returns the number of runs walked.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var walked = 0
        try StoredRunWalk.forEachRun(
            keeping: .bestEfforts, reading: "sport", in: database,
            start: { row in (sport: row["sport"].stringValue ?? Sport.fallback, pass: RunAnalysis.EffortPass()) },
            add: { run, entry in
                run.pass.add(offsetMs: entry.sample.offsetMs, distanceDm: entry.sample.distanceDm, positioned: entry.sample.hasPosition)
            },
            finish: { efforts, id, run in
                var pass = run.pass
                guard let found = pass.finish() else { throw SpoolError(reason: pass.failure ?? "the best-effort search failed") }
                try BestEffortColumn.insert(
                    RunAnalysis.judged(found, sport: run.sport, thresholds: .standard), runID: id, into: efforts, in: database)
                walked += 1
            })
        return walked
    }
}
