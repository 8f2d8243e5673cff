import LogbookModel

/// Decides which of a run's best efforts may be records: the guards, as pure functions.
///
/// Two kinds of judgement, stored together in `best_efforts.status`: the world-record
/// guards (`faster_than_world_record`, `impossible_run`), which depend on no option and
/// are final, and the pace judgement (`ok`, `too_fast`, `too_slow`), which depends on the
/// pace thresholds. The thresholds a run was imported with are not stored, so reads judge
/// the pace again with the thresholds they are given (`onRead`, `readStatusSQL`), as
/// `stats` and `clean` do with a run's pace: a stored `ok`, `too_fast` or `too_slow` only
/// says what the thresholds of the write gave.
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

    /// The stored statuses a read judges again: the pace judgement.
    public static let paceStatuses: [EffortStatus] = [.ok, .tooFast, .tooSlow]

    /// The status of a stored effort of a run of `sport`, as a read with the running
    /// `thresholds` judges it: a world-record status as stored, otherwise the effort's pace
    /// against the sport's range (`SportThresholds.forSport`). What `judge` gives a run
    /// imported with those thresholds, whatever thresholds it was stored with.
    public static func onRead(_ effort: BestEffort, sport: String, thresholds: PaceThresholds) -> EffortStatus {
        guard paceStatuses.contains(effort.status) else { return effort.status }
        return paceStatus(effort, SportThresholds.forSport(sport, running: thresholds))
    }

    /// The efforts of one run of `sport` with their status as `onRead` judges it.
    public static func onRead(_ efforts: [BestEffort], sport: String, thresholds: PaceThresholds) -> [BestEffort] {
        efforts.map { with($0, onRead($0, sport: sport, thresholds: thresholds)) }
    }

    /// The times over `metres` whose pace may lie within the range of `sport`: the range
    /// times the distance, widened by `edgeMargin` so that the exact pace test
    /// (`readStatusSQL`) decides at the edges. An index on time serves it.
    public static func believableTimes(metres: Double, sport: String, thresholds: PaceThresholds) -> ClosedRange<Double> {
        let own = SportThresholds.forSport(sport, running: thresholds)
        let low = own.minPace * metres / 1000 * (1 - edgeMargin), high = own.maxPace * metres / 1000 * (1 + edgeMargin)
        return min(low, high)...max(low, high)
    }

    /// The times over `metres` whose pace surely lies within the range of `sport`: the
    /// range times the distance, narrowed by `edgeMargin`. A stored pace status over such
    /// a time is `ok` on read, so a search for the efforts a read may leave out reads only
    /// the times outside it (two ranges of an index on time) and judges those exactly.
    /// Empty (nil) when the narrowed range is: then no time is surely believable.
    public static func surelyBelievableTimes(metres: Double, sport: String, thresholds: PaceThresholds) -> ClosedRange<Double>? {
        let own = SportThresholds.forSport(sport, running: thresholds)
        let low = own.minPace * metres / 1000 * (1 + edgeMargin), high = own.maxPace * metres / 1000 * (1 - edgeMargin)
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        return low...high
    }

    /// How far (relatively) the time ranges above reach past the pace range's edges: far
    /// beyond the rounding of `time / distance * 1000`, far below any pace a runner sets.
    static let edgeMargin = 1e-9


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
