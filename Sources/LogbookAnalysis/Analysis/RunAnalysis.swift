import LogbookModel
import LogbookSupport

/// The one analysis step: derives everything stored beside a built run.
///
/// Every writer of runs calls `analyze` before the store's one save path; the store only
/// writes what it is given. `derive` is the pass over the samples, which an importer runs
/// on its worker thread (`BuiltRun.foundEfforts`) so that the thread storing runs does not.
public enum RunAnalysis {
    /// The values derived from `samples` in one pass: best efforts for the standard
    /// distances (marked `fromDevice` when no sample has a position) and the heart-rate
    /// summary; `nil` when the samples cannot be read back from their temporary file.
    public static func derive(from samples: RunSamples) -> RunDerivations? {
        var efforts = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        var heartRates = HeartRateSummaryBuilder()
        var positioned = false
        samples.forEachChunk { chunk in
            for sample in chunk {
                efforts.add(stored: sample)
                heartRates.add(HeartRatePoint(storedFrom: sample))
                positioned = positioned || sample.point.hasPosition
            }
        }
        if samples.failure != nil || efforts.failure != nil { return nil }
        efforts.fromDevice = !positioned
        return RunDerivations(efforts: efforts.efforts, heartRates: heartRates.finish())
    }

    /// `built` with its derived values: those found beside the build when it carries them,
    /// else derived now, and its efforts judged for its sport with `thresholds`. Throws a
    /// `SpoolError` when its samples cannot be read back (nothing may then be stored).
    public static func analyze(_ built: BuiltRun, thresholds: PaceThresholds) throws(SpoolError) -> AnalyzedRun {
        guard let derived = built.foundEfforts.derivations ?? derive(from: built.sampleList) else {
            throw SpoolError(reason: built.sampleList.failure ?? "the run's samples could not be read back")
        }
        return AnalyzedRun(
            built: built, efforts: judged(derived.efforts, sport: built.run.sport, thresholds: thresholds),
            heartRates: derived.heartRates)
    }

    /// `efforts` judged for `sport`: what a run's efforts become when it is stored, and
    /// again when an edit changes its sport.
    public static func judged(_ efforts: [BestEffort], sport: String, thresholds: PaceThresholds) -> [BestEffort] {
        EffortJudge.judge(efforts, sport: sport, thresholds: thresholds)
    }
}
