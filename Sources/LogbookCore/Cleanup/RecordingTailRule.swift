import LogbookModel

/// Finds a recording that went on after the runner stopped: the `recording_tail` rule.
public enum RecordingTailRule {
    /// The shortest tail reported, in milliseconds (60 s).
    public static let minimumTailMs: Int64 = 60_000
    /// How close, in decimetres, a sample's distance must be to the final distance to
    /// count as "no longer moving" (1 m: stored distances are rounded to 0.1 m).
    public static let stillToleranceDm: Int64 = 10

    /// The suggested cut for a run's samples (in time order), or `nil`.
    ///
    /// Two signs, each over the last 60 s or more of the recording:
    /// - **no heart rate**: the run has heart-rate readings, and none after some sample;
    ///   the cut keeps up to the last sample with a reading;
    /// - **no movement**: the samples carry distances, and the distance no longer grows;
    ///   the cut keeps up to the first sample within 1 m of the final distance.
    /// When both apply, the earlier cut wins (no heart rate on a tie). A cut must keep at
    /// least two samples spanning some time, else that sign is not reported.
    public static func cut(_ samples: [TailSample]) -> TailCut? {
        guard let last = samples.last, samples.count >= 2 else { return nil }
        var candidates: [(index: Int, reason: TailReason)] = []
        if let lastWithHeartRate = samples.lastIndex(where: \.hasHeartRate) {
            candidates.append((lastWithHeartRate, .noHeartRate))
        }
        if let finalDistance = last.distanceDm,
            let firstStill = samples.firstIndex(where: { ($0.distanceDm ?? Int64.min) >= finalDistance.saturatingSubtract(stillToleranceDm) })
        {
            candidates.append((firstStill, .noMovement))
        }
        let usable = candidates.filter { candidate in
            candidate.index >= 1 && samples[candidate.index].offsetMs > samples[0].offsetMs
                && last.offsetMs.saturatingSubtract(samples[candidate.index].offsetMs) >= minimumTailMs
        }
        guard let chosen = usable.min(by: { $0.index < $1.index }) else { return nil }
        let kept = samples[chosen.index]
        var removedDistance: Double?
        if let finalDistance = samples.last(where: { $0.distanceDm != nil })?.distanceDm, let keptDistance = kept.distanceDm {
            removedDistance = (Double(finalDistance) - Double(keptDistance)) / 10
        }
        return TailCut(
            endOffset: Double(kept.offsetMs) / 1000, lastKeptIndex: chosen.index,
            removedSeconds: (Double(last.offsetMs) - Double(kept.offsetMs)) / 1000, removedDistance: removedDistance,
            reason: chosen.reason)
    }

    /// `no heart rate after 32:30 (02:02:30): ending there removes 7:30 and 1.70 km`: the
    /// suggested end as time since the start and as local clock time (for a run starting at
    /// `startUTC` with `utcOffset`), and the time and distance the cut removes.
    public static func detail(_ cut: TailCut, startUTC: Int64, utcOffset: Int) -> String {
        let sign = cut.reason == .noHeartRate ? "no heart rate" : "no movement"
        let localEnd = startUTC.saturatingAdd(Int64(utcOffset)).saturatingAdd(Int64(exactly: cut.endOffset.rounded(.down)) ?? 0)
        var text = "\(sign) after \(ReportText.duration(cut.endOffset)) (\(ClockText.time(secondsOfDay: localEnd))): "
        text += "ending there removes " + ReportText.duration(cut.removedSeconds)
        if let metres = cut.removedDistance { text += " and " + ReportText.distance(metres, unit: .km) }
        return text
    }
}
