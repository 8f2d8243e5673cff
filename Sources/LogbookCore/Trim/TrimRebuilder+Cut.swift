import Foundation
import LogbookAnalysis
import LogbookModel
import LogbookStore

extension TrimRebuilder {
    /// The run as it is when cut after `cut` seconds since its start: the samples at or
    /// before the cut are turned back into track points and built again.
    ///
    /// Only the measurements change (`Run.withMeasurements(of:)`): the run keeps its id,
    /// start time, UTC offset, name, sport, source and words. Throws when
    /// the cut would keep fewer than two samples spanning some time, or remove nothing.
    public static func rebuild(
        run: Run, samples: [StoredSample], cut: Double, thresholds: PaceThresholds
    ) throws -> BuiltRun {
        try rebuild(run: run, track: .array(samples), cut: cut, thresholds: thresholds)
    }

    /// The run cut after `cut` seconds, its samples walked from `track` (see above).
    static func rebuild(run: Run, track: StoredTrack, cut: Double, thresholds: PaceThresholds) throws -> BuiltRun {
        let id = run.id ?? 0
        let facts = try track.facts()
        guard let first = facts.firstOffsetMs, let last = facts.lastOffsetMs else { throw TrimError.noSamples(id: id) }
        let cutMs = Int64((cut * 1000).rounded())
        guard cutMs < last else {
            throw TrimError.afterEnd(id: id, cut: cut, end: Double(last) / 1000)
        }
        let kept = track.prefix(throughMs: cutMs)
        let keptFacts = try kept.facts()
        guard keptFacts.count >= 2, let lastKept = keptFacts.lastOffsetMs, lastKept > first else {
            throw TrimError.nothingLeft(id: id, cut: cut)
        }
        guard var built = try build(run: run, track: kept, facts: keptFacts, zone: run.storedZone, thresholds: thresholds) else {
            throw TrimError.nothingLeft(id: id, cut: cut)
        }
        built.run = run.withMeasurements(of: built.run)
        return built
    }
}
