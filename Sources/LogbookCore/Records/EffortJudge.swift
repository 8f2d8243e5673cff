/// Decides which of a run's best efforts may be records: the guards, as one pure function.
public enum EffortJudge {
    /// The efforts of one run of `sport` with their status set, in the order given.
    ///
    /// For running, in this order: faster than `WorldRecords.fastestTime` for its distance
    /// → `faster_than_world_record`; pace faster than `thresholds.minPace` → `too_fast`;
    /// slower than `thresholds.maxPace` → `too_slow`. Then, when any effort of the run is
    /// faster than a world record, every other effort of it is `impossible_run`: a run
    /// with a 1 km in 1:50 (a ride, a car) has no believable 400 m either. Efforts of
    /// other sports have no world record to meet; they are judged by their sport's own
    /// pace range (`SportThresholds.forSport`, given the running `thresholds`).
    public static func judge(_ efforts: [BestEffort], sport: String, thresholds: PaceThresholds) -> [BestEffort] {
        guard RecordSport.isRunning(sport) else {
            let own = SportThresholds.forSport(sport, running: thresholds)
            return efforts.map { with($0, paceStatus($0, own)) }
        }
        var judged = efforts.map { effort -> BestEffort in
            if effort.time < WorldRecords.fastestTime(metres: effort.distance) { return with(effort, .fasterThanWorldRecord) }
            return with(effort, paceStatus(effort, thresholds))
        }
        if judged.contains(where: { $0.status == .fasterThanWorldRecord }) {
            for index in judged.indices where judged[index].status != .fasterThanWorldRecord {
                judged[index].status = .impossibleRun
            }
        }
        return judged
    }

    /// `too_fast`, `too_slow` or `ok` for the effort's pace within `thresholds`.
    private static func paceStatus(_ effort: BestEffort, _ thresholds: PaceThresholds) -> EffortStatus {
        let pace = effort.secondsPerKm
        if pace < thresholds.minPace { return .tooFast }
        if !pace.isFinite || pace > thresholds.maxPace { return .tooSlow }
        return .ok
    }

    private static func with(_ effort: BestEffort, _ status: EffortStatus) -> BestEffort {
        var effort = effort
        effort.status = status
        return effort
    }
}
