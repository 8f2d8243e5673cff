import LogbookModel

extension DerivedValue {
    /// The heart-rate summary: the average and maximum of the points' heart rates kept
    /// (`SampleValues.heartRateRange`), else the file's; the seconds at each bpm once the
    /// guards (`HeartRateGuard`: 30-230 bpm, no step faster than 30 bpm/s, no reading
    /// constant for minutes while the pace changed) left readings out, for zones and TRIMP.
    public static let heartRate = DerivedValue(
        name: "hr", inputs: ["the points' heart rates", "the file's average and maximum"],
        storedIn: ["runs.avg_hr", "runs.max_hr", "run_heart_rates"], computed: [.importing, .rebuild, .trim, .migration],
        reads: [.heartRates]
    ) { stored in
        let run = stored.run
        let believed = stored.heartRates.map { $0.secondsByBPM.reduce(0, +) }
        let rule: String
        if let believed, believed > 0 {
            rule = "points_mean"
        } else if run.averageHeartRate != nil {
            rule = stored.heartRates == nil ? Explanation.unknownRule : "file_average"
        } else {
            rule = "no_heart_rate"
        }
        let excluded = (stored.heartRates?.excluded ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }
        return Explanation(
            name: "hr", value: .number(run.averageHeartRate),
            source: rule == "points_mean" ? "points" : rule == "file_average" ? run.source : nil, rule: rule,
            read: [
                ExplainedReading("max_hr", .number(run.maxHeartRate)),
                ExplainedReading("believed_s", .number(believed)),
                ExplainedReading("span_s", .number(stored.heartRates?.span)),
            ],
            alternatives: excluded.map { ExplainedAlternative(source: $0.key.rawValue, value: .number(Double($0.value)), rule: "left_out") })
    }
}
