import LogbookModel

extension DerivedValue {
    /// The pace and its status (`Pace.judge` with the sport's thresholds, `SportThresholds`).
    public static let pace = DerivedValue(
        name: "pace_s_per_km", inputs: ["distance_m", "moving_s", "sport"],
        storedIn: ["runs.pace_s_per_km", "runs.pace_status"], computed: [.importing, .rebuild, .trim]
    ) { run in
        let thresholds = SportThresholds.forSport(run.sport, running: .standard)
        let today = Pace.judge(moving: run.moving, distance: run.distance, thresholds: thresholds)
        var alternatives: [ExplainedAlternative] = []
        if run.pace.status != .ok, let moving = run.moving, let distance = run.distance, distance > 0, moving > 0 {
            alternatives.append(
                ExplainedAlternative(source: "moving_over_distance", value: .number(moving / distance * 1000), rule: run.pace.status.rawValue))
        }
        return Explanation(
            name: "pace_s_per_km", value: .number(run.pace.secondsPerKm), source: run.pace.status.rawValue,
            rule: run.pace.status.rawValue,
            read: [
                ExplainedReading("distance_m", .number(run.distance)), ExplainedReading("moving_s", .number(run.moving)),
                ExplainedReading("min_distance_m", .number(thresholds.minDistance)),
                ExplainedReading("min_pace_s_per_km", .number(thresholds.minPace)),
                ExplainedReading("max_pace_s_per_km", .number(thresholds.maxPace)),
            ],
            alternatives: alternatives,
            rebuildWould: today.status == run.pace.status
                ? nil : ExplainedAlternative(source: today.status.rawValue, value: .number(today.secondsPerKm), rule: today.status.rawValue))
    }
}
