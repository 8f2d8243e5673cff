import LogbookModel

/// The rulings a run stored before `runs.rulings` existed (0024) was decided by, as its stored
/// values and sources show them: what the migration's follow-up step writes.
///
/// Each is the branch today's rule takes from those values, under the preference the sources
/// show; unknown (`nil`) where they cannot tell (no sources stored, a sport the runner edited
/// that no inference gives).
public enum StoredRulings {
    /// The rulings `run`'s stored values show.
    public static func reconstructed(_ run: Run) -> RunRulings {
        RunRulings(distance: distance(run), moving: moving(run), sport: sport(run))
    }

    /// The distance's branch from the stored source, the device's total and the track's distance.
    static func distance(_ run: Run) -> DistanceRuling? {
        switch run.distanceSource {
        case nil:
            guard run.distance == nil, run.gpsDistance == nil else { return nil }
            return run.device.distance == nil ? .neither : .beyondBelief
        case .device:
            return .deviceTotal
        case .gps:
            guard let device = run.device.distance else { return .noDeviceTotal }
            let judges = DistanceChoice.gpsJudgesDevice(sport: run.sport)
            return judges && !DistanceChoice.isPlausible(device: device, gps: run.gpsDistance) ? .deviceImplausible : .trackPreferred
        }
    }

    /// The moving time's branch from the stored source, the timer and the elapsed time.
    static func moving(_ run: Run) -> MovingRuling? {
        let usable = MovingTimeChoice.usableTimer(run.device.timer, elapsed: run.elapsed ?? 0, coversRecording: true)
        switch run.movingSource {
        case nil:
            return nil
        case .device:
            if usable != nil { return .timer }
            guard let gps = run.gpsDistance else { return .noPositions }
            return gps < MovingTimeChoice.stillGPSDistance ? .stillPositions : .fewPoints
        case .gps:
            guard run.device.timer != nil else { return .noTimer }
            return usable != nil ? .pointsPreferred : .timerUnusable
        }
    }

    /// The sport's branch: the file's, or the inference that gives the stored sport.
    static func sport(_ run: Run) -> SportRuling? {
        switch run.sportSource {
        case nil: return nil
        case .file: return .file
        case .inferred:
            let decided = SportInference.decide(distance: run.distance, moving: run.moving, fastShare: 0, saysOther: run.sport == "other")
            if decided.sport == run.sport { return decided.ruling }
            return run.sport == "cycling" ? .fastShare : nil
        }
    }
}
