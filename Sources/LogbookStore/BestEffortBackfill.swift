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
    static let places: [(runs: String, key: String, samples: SamplePlace, efforts: String)] = [
        ("runs", "id", .live, "best_efforts"),
        ("quarantined_runs", "id", .quarantine, "quarantined_best_efforts"),
        ("trim_originals", "run_id", .trimOriginal, "trim_original_best_efforts"),
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

    /// Fills the efforts of every run of `place` that has samples (read as they are stored:
    /// rows while migration 0006 runs, chunks since 0026).
    private static func fill(_ place: (runs: String, key: String, samples: SamplePlace, efforts: String), in database: Database) throws -> Int {
        var sports: [Int64: String] = [:]
        for row in try database.namedRows("SELECT \(place.key) AS run_key, sport FROM \(place.runs)") {
            guard let id = row["run_key"].int64Value else { continue }
            sports[id] = row["sport"].stringValue ?? Sport.fallback
        }
        var current: (id: Int64, sport: String, pass: RunAnalysis.EffortPass)?
        var walked = 0
        func finish() throws {
            guard var run = current else { return }
            guard let found = run.pass.finish() else { throw SpoolError(reason: run.pass.failure ?? "the best-effort search failed") }
            try BestEffortColumn.insert(
                RunAnalysis.judged(found, sport: run.sport, thresholds: .standard), runID: run.id, into: place.efforts, in: database)
            walked += 1
        }
        try SampleChunkTable.detectingLayout(in: database, place: place.samples).forEachRunChunk { id, entries in
            // Samples of no stored run (the join the rows were read with left them out) give no efforts.
            guard let sport = sports[id] else { return }
            if current?.id != id {
                try finish()
                current = (id, sport, RunAnalysis.EffortPass())
            }
            for entry in entries {
                current?.pass.add(offsetMs: entry.sample.offsetMs, distanceDm: entry.sample.distanceDm, positioned: entry.sample.hasPosition)
            }
        }
        try finish()
        return walked
    }
}
