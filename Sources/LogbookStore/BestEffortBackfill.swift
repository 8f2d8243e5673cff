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
    /// The three places a run and its samples can be, with the efforts table of each.
    static let places: [(runs: String, key: String, samples: String, efforts: String)] = [
        ("runs", "id", "samples", "best_efforts"),
        ("quarantined_runs", "id", "quarantined_samples", "quarantined_best_efforts"),
        ("trim_originals", "run_id", "trim_original_samples", "trim_original_best_efforts"),
    ]

    /// Fills the efforts tables from the stored samples; returns the number of runs walked.
    @discardableResult
    public static func run(in database: Database) throws -> Int {
        var walked = 0
        for place in places {
            walked += try fill(place, in: database)
        }
        return walked
    }

    private static func fill(_ place: (runs: String, key: String, samples: String, efforts: String), in database: Database) throws -> Int {
        let scan = try database.prepare(
            """
            SELECT s.run_id, r.sport, s.offset_ms, s.distance_dm, s.lat_e7 IS NOT NULL AND s.lon_e7 IS NOT NULL
            FROM \(place.samples) s JOIN \(place.runs) r ON r.\(place.key) = s.run_id
            ORDER BY s.run_id, s.seq
            """)
        var current: (id: Int64, sport: String, pass: RunAnalysis.EffortPass)?
        var walked = 0
        func finish() throws {
            guard var run = current else { return }
            guard let found = run.pass.finish() else { throw SpoolError(reason: run.pass.failure ?? "the best-effort search failed") }
            try BestEffortColumn.insert(
                RunAnalysis.judged(found, sport: run.sport, thresholds: .standard), runID: run.id, into: place.efforts, in: database)
            walked += 1
        }
        while try scan.step() {
            let id = scan.column(0).int64Value ?? 0
            if current?.id != id {
                try finish()
                current = (id, scan.column(1).stringValue ?? Sport.fallback, RunAnalysis.EffortPass())
            }
            current?.pass.add(
                offsetMs: scan.column(2).int64Value ?? 0, distanceDm: scan.column(3).int64Value, positioned: scan.column(4).int64Value == 1)
        }
        scan.reset()
        try finish()
        return walked
    }
}
