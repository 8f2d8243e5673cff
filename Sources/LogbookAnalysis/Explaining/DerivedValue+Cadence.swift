import LogbookModel

extension DerivedValue {
    /// The average cadence: the mean of the points' cadence (each point once), else the average the file states.
    public static let cadence = DerivedValue(
        name: "avg_cadence", inputs: ["the points' cadence", "the file's average cadence"], storedIn: ["runs.avg_cadence"],
        computed: [.importing, .rebuild, .trim]
    ) { run in
        Explanation(
            name: "avg_cadence", value: .number(run.averageCadence), source: run.averageCadence == nil ? nil : run.source,
            rule: run.averageCadence == nil ? "no_cadence" : "points_mean")
    }
}
