import LogbookModel
import LogbookSupport

/// The one analysis step: derives everything stored beside a built run.
///
/// Every writer of runs calls `analyze` before the store's one save path; the store only
/// writes what it is given. An importer derives the efforts (and, for samples held in
/// memory, the heart-rate summary) on its worker thread (`BuiltRun.foundDerivations`), so
/// that the thread storing runs does not.
public enum RunAnalysis {
    /// What a built run's samples give beside the run row, found in one pass over them:
    /// the best efforts for the standard distances (not yet judged) and the heart-rate
    /// summary. It is computed from the samples as they are stored (milliseconds,
    /// decimetres, whole bpm: `StoredInteger`), so that what import derives equals what a
    /// later pass over the stored samples derives.
    package struct Derivations {
        /// The best efforts for the standard distances, unjudged, in distance order.
        package var efforts: [BestEffort]
        /// The seconds at each heart rate once the guards have run, and what they left out.
        package var heartRates: HeartRateSummary
    }

    /// The values derived from `samples` in one pass: best efforts for the standard
    /// distances (marked `fromDevice` when no sample has a position) and the heart-rate
    /// summary; `nil` when the samples cannot be read back from their temporary file.
    package static func derive(from samples: RunSamples) -> Derivations? {
        var efforts = EffortPass()
        var heartRates = HeartRateSummaryBuilder(expected: samples.count)
        samples.forEachChunk { chunk in
            for sample in chunk {
                efforts.add(sample)
                heartRates.add(HeartRatePoint(storedFrom: sample))
            }
        }
        guard samples.failure == nil, let found = efforts.finish() else { return nil }
        return Derivations(efforts: found, heartRates: heartRates.finish())
    }

    /// The unjudged best efforts of `samples` for the standard distances, from the values
    /// as stored; `nil` when the samples cannot be read back.
    public static func efforts(of samples: RunSamples) -> [BestEffort]? {
        var efforts = EffortPass()
        samples.forEachChunk { chunk in
            for sample in chunk { efforts.add(sample) }
        }
        return samples.failure == nil ? efforts.finish() : nil
    }

    /// The heart-rate summary of `samples`, from the values as stored.
    public static func heartRates(of samples: RunSamples) -> HeartRateSummary {
        var heartRates = HeartRateSummaryBuilder(expected: samples.count)
        samples.forEachChunk { chunk in
            for sample in chunk { heartRates.add(HeartRatePoint(storedFrom: sample)) }
        }
        return heartRates.finish()
    }

    /// `built` with its derived values (its efforts from the build's cache when it carries
    /// them, the rest derived now), its efforts judged for its sport with `thresholds`.
    /// Throws a `SpoolError` when its samples cannot be read back (nothing may then be stored).
    public static func analyze(_ built: BuiltRun, thresholds: PaceThresholds) throws(SpoolError) -> AnalyzedRun {
        let derived: Derivations?
        if let cached = built.foundDerivations.efforts {
            derived = Derivations(efforts: cached, heartRates: built.foundDerivations.heartRates ?? heartRates(of: built.sampleList))
        } else {
            derived = derive(from: built.sampleList)
        }
        guard let derived, built.sampleList.failure == nil else {
            throw SpoolError(reason: built.sampleList.failure ?? "the run's samples could not be read back")
        }
        // One walk over the kept positions: the tiles are found from it, and the save path
        // places the run by it.
        let kept = KeptPositions(
            of: built.sampleList, jumpLimit: TileFinder.jumpLimit(sport: built.run.sport, source: built.run.sportSource),
            verdict: built.foundDerivations.jumpVerdict)
        let tiles = TileFinder.tiles(of: kept)
        guard built.sampleList.failure == nil else {
            throw SpoolError(reason: built.sampleList.failure ?? "the run's samples could not be read back")
        }
        return AnalyzedRun(
            built: built, efforts: judged(derived.efforts, sport: built.run.sport, thresholds: thresholds),
            heartRates: derived.heartRates, tiles: tiles, keptPositions: kept)
    }

    /// `efforts` judged for `sport`: what a run's efforts become when it is stored, and
    /// again when an edit changes its sport.
    public static func judged(_ efforts: [BestEffort], sport: String, thresholds: PaceThresholds) -> [BestEffort] {
        EffortJudge.judge(efforts, sport: sport, thresholds: thresholds)
    }

    /// The best-effort finder over one run's samples, and whether any has a position: the
    /// one way the standard distances' efforts are found, from samples in memory or (the
    /// backfill after migration 0006) from the stored columns.
    package struct EffortPass {
        /// The finder over the standard distances.
        private var finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        /// True once a sample had a position.
        private var positioned = false

        /// An empty pass.
        package init() {}

        /// Why the finder failed (its temporary file), if it did.
        package var failure: String? { finder.failure }

        /// Adds the next sample of the run.
        package mutating func add(_ sample: Sample) {
            finder.add(stored: sample)
            positioned = positioned || sample.point.hasPosition
        }

        /// Adds the next sample of the run as stored: its offset in milliseconds, its
        /// distance in decimetres and whether it has a position.
        package mutating func add(offsetMs: Int64, distanceDm: Int64?, positioned: Bool) {
            finder.add(offsetMs: offsetMs, distanceDm: distanceDm)
            self.positioned = self.positioned || positioned
        }

        /// The efforts found (marked `fromDevice` when no sample had a position), `nil`
        /// when the finder failed.
        package mutating func finish() -> [BestEffort]? {
            guard finder.failure == nil else { return nil }
            finder.fromDevice = !positioned
            return finder.efforts
        }
    }
}
