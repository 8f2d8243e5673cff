/// Decides which of a run's best efforts may be records: the guards, as one pure function.
public enum EffortJudge {
    /// The efforts of one run of `sport` with their status set, in the order given.
    ///
    /// For running, in this order: faster than `WorldRecords.fastestTime` for its distance
    /// → `faster_than_world_record`; pace faster than `thresholds.minPace` → `too_fast`;
    /// slower than `thresholds.maxPace` → `too_slow`. Then, when any effort of the run is
    /// faster than a world record, every other effort of it is `impossible_run`: a run
    /// with a 1 km in 1:50 (a ride, a car) has no believable 400 m either. Efforts of
    /// other sports have no world record to meet and keep `ok` (their own pace bounds
    /// arrive with per-sport thresholds).
    public static func judge(_ efforts: [BestEffort], sport: String, thresholds: PaceThresholds) -> [BestEffort] {
        guard RecordSport.isRunning(sport) else { return efforts.map { with($0, .ok) } }
        var judged = efforts.map { effort -> BestEffort in
            if effort.time < WorldRecords.fastestTime(metres: effort.distance) { return with(effort, .fasterThanWorldRecord) }
            let pace = effort.secondsPerKm
            if pace < thresholds.minPace { return with(effort, .tooFast) }
            if !pace.isFinite || pace > thresholds.maxPace { return with(effort, .tooSlow) }
            return with(effort, .ok)
        }
        if judged.contains(where: { $0.status == .fasterThanWorldRecord }) {
            for index in judged.indices where judged[index].status != .fasterThanWorldRecord {
                judged[index].status = .impossibleRun
            }
        }
        return judged
    }

    private static func with(_ effort: BestEffort, _ status: EffortStatus) -> BestEffort {
        var effort = effort
        effort.status = status
        return effort
    }
}
