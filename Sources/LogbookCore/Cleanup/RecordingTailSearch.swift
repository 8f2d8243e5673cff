/// `RecordingTailRule.cut` for samples read from the last one backwards, stopping as
/// soon as the cut is known, so that judging a logbook costs a few samples per run
/// instead of all of them.
///
/// Feed the run's samples newest first with `add`; it returns `false` once both signs are
/// decided: the **heart-rate** sign at the first sample (from the end) with a reading,
/// the **movement** sign at the first sample whose distance is more than 1 m short of
/// the final one. Samples without a distance neither count as still nor end the search.
///
/// The answer equals `RecordingTailRule.cut` over all the samples when stored distances
/// never decrease (logbook stores cumulative distances) and when a run without an average
/// heart rate has no heart-rate samples (logbook averages every reading); for a run with
/// an average heart rate but no readings in its samples the search reads them all.
public struct RecordingTailSearch: Sendable {
    private let first: TailSample
    private var last: TailSample?
    private var lastIndex = 0
    private var finalDistance: Int64?
    private var lastStoredDistance: Int64?
    private var heartRateDone: Bool
    private var heartRateCut: (index: Int, sample: TailSample)?
    private var movementDone = false
    private var earliestStill: (index: Int, sample: TailSample)?

    /// Starts a search for a run whose first sample is `first`; `hasHeartRate` is false
    /// when the run has no heart rate at all (then no sample is read looking for one).
    public init(first: TailSample, hasHeartRate: Bool) {
        self.first = first
        heartRateDone = !hasHeartRate
    }

    /// Adds the sample at `index` (0 for the first), newest first; returns `true` while
    /// older samples could still change the cut.
    public mutating func add(_ sample: TailSample, index: Int) -> Bool {
        if last == nil {
            last = sample
            lastIndex = index
            finalDistance = sample.distanceDm
            movementDone = sample.distanceDm == nil
        }
        if lastStoredDistance == nil { lastStoredDistance = sample.distanceDm }
        if !heartRateDone && sample.hasHeartRate {
            heartRateCut = (index, sample)
            heartRateDone = true
        }
        if !movementDone, let finalDistance, let distance = sample.distanceDm {
            if distance >= Self.difference(finalDistance, RecordingTailRule.stillToleranceDm) {
                earliestStill = (index, sample)
            } else {
                movementDone = true
            }
        }
        return !(heartRateDone && movementDone) && index > 0
    }

    /// The suggested cut from what was read (see `RecordingTailRule.cut`), or `nil`.
    public var cut: TailCut? {
        guard let last, lastIndex >= 1 else { return nil }
        let candidates: [(index: Int, sample: TailSample, reason: TailReason)] = [
            heartRateCut.map { ($0.index, $0.sample, .noHeartRate) }, earliestStill.map { ($0.index, $0.sample, .noMovement) },
        ].compactMap { $0 }
        let usable = candidates.filter { candidate in
            candidate.index >= 1 && candidate.sample.offsetMs > first.offsetMs
                && Self.difference(last.offsetMs, candidate.sample.offsetMs) >= RecordingTailRule.minimumTailMs
        }
        guard let chosen = usable.min(by: { $0.index < $1.index }) else { return nil }
        let kept = chosen.sample
        var removedDistance: Double?
        if let finalDistance = lastStoredDistance, let keptDistance = kept.distanceDm {
            removedDistance = Double(Self.difference(finalDistance, keptDistance)) / 10
        }
        return TailCut(
            endOffset: Double(kept.offsetMs) / 1000, lastKeptIndex: chosen.index,
            removedSeconds: Double(Self.difference(last.offsetMs, kept.offsetMs)) / 1000, removedDistance: removedDistance,
            reason: chosen.reason)
    }

    /// `a - b`, clamped to `Int64`'s range: stored values are never trusted not to overflow.
    private static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        guard overflow else { return result }
        return b < 0 ? .max : .min
    }
}
