import LogbookModel

extension DerivedValue {
    /// The local time zone: the file's offset, the zone at the first position, `--tz` or the system's (`ZoneChoice`).
    public static let timeZone = DerivedValue(
        name: "utc_offset_s", inputs: ["the file's offset", "the first position", "--tz", "TZ"],
        storedIn: ["runs.utc_offset_s", "runs.utc_offset_source", "runs.time_zone"], computed: [.importing, .rebuild]
    ) { run in
        Explanation(
            name: "utc_offset_s", value: .number(Double(run.utcOffset)), source: run.offsetSource?.rawValue,
            rule: run.offsetSource?.rawValue ?? Explanation.unknownRule,
            read: [ExplainedReading("time_zone", .word(run.timeZone))])
    }
}
