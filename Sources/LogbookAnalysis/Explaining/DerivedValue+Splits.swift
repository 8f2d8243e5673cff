import LogbookModel

extension DerivedValue {
    /// The splits: a boundary at every 1000 m of the samples' cumulative distance
    /// (`SplitsAccumulator`), each split's pace judged as the run's (`Pace.judge`).
    public static let splits = DerivedValue(
        name: "splits", inputs: ["the samples' cumulative distance", "their times", "sport"], storedIn: ["splits"],
        computed: [.importing, .rebuild, .trim], reads: [.splits]
    ) { stored in
        guard let splits = stored.splits else {
            return Explanation(name: "splits", value: .number(nil), source: nil, rule: notRead)
        }
        let full = splits.filter { $0.isFull() }
        let paces = full.compactMap(\.pace.trusted)
        let setAside = splits.filter { $0.pace.trusted == nil }.map { split in
            ExplainedAlternative(
                source: "split \(split.index)", value: .number(split.distance > 0 ? split.moving / split.distance * 1000 : nil),
                rule: split.pace.status.rawValue)
        }
        return Explanation(
            name: "splits", value: .number(Double(splits.count)), source: splits.isEmpty ? nil : "samples",
            rule: splits.isEmpty ? "no_distance" : "every_km",
            read: [
                ExplainedReading("full_splits", .number(Double(full.count))),
                ExplainedReading("last_split_m", .number(splits.last?.distance)),
                ExplainedReading("fastest_split_s_per_km", .number(paces.min())),
                ExplainedReading("slowest_split_s_per_km", .number(paces.max())),
            ],
            alternatives: setAside)
    }

    /// The rule word of a value whose stored parts were not read (a quarantined run's).
    public static let notRead = "not_read"
}
