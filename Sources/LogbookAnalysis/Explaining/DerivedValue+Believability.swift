import LogbookModel

extension DerivedValue {
    /// Whether the run can be true (`RunBelief`), and whether the runner said it is.
    public static let believability = DerivedValue(
        name: "doubt", inputs: ["sport", "distance_m", "moving_s", "elapsed_s", "device_elapsed_s", "avg_hr"],
        storedIn: ["runs.doubt", "runs.believed"], computed: [.importing, .rebuild, .trim, .migration]
    ) { run in
        let today = RunBelief.doubt(of: run)
        return Explanation(
            name: "doubt", value: .word(run.doubt?.rawValue), source: run.believed ? "runner" : "judge",
            rule: run.believed ? "believed" : (run.doubt?.rawValue ?? "believable"),
            read: [
                ExplainedReading("distance_m", .number(run.distance)), ExplainedReading("moving_s", .number(run.moving)),
                ExplainedReading("elapsed_s", .number(run.elapsed)), ExplainedReading("avg_hr", .number(run.averageHeartRate)),
            ],
            rebuildWould: today == run.doubt
                ? nil : ExplainedAlternative(source: "judge", value: .word(today?.rawValue), rule: today?.rawValue ?? "believable"))
    }
}
