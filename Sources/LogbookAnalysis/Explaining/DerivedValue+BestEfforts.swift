import LogbookModel

extension DerivedValue {
    /// The best efforts: for each standard distance the fastest window of the samples
    /// (`BestEffortFinder`), judged for the sport (`EffortJudge`: none faster than the world
    /// record, none outside the sport's pace limits).
    public static let bestEfforts = DerivedValue(
        name: "best_efforts", inputs: ["the samples' cumulative distance", "their times", "sport"], storedIn: ["best_efforts"],
        computed: [.importing, .rebuild, .trim, .migration], reads: [.efforts]
    ) { stored in
        guard let efforts = stored.efforts else {
            return Explanation(name: "best_efforts", value: .number(nil), source: nil, rule: notRead)
        }
        let kept = efforts.filter { $0.status == .ok }
        let rule: String
        if !kept.isEmpty {
            rule = "fastest_window"
        } else if !efforts.isEmpty {
            rule = "none_believable"
        } else {
            rule = (stored.run.distance ?? 0) < RecordDistance.m400.metres ? "shorter_than_400m" : "no_samples"
        }
        return Explanation(
            name: "best_efforts", value: .number(Double(kept.count)),
            source: efforts.first.map { $0.fromDevice ? "device" : "gps" }, rule: rule,
            read: kept.map { ExplainedReading(effortLabel($0.distance), .number($0.time)) },
            alternatives: efforts.filter { $0.status != .ok }.map {
                ExplainedAlternative(source: effortLabel($0.distance), value: .number($0.time), rule: $0.status.rawValue)
            })
    }

    /// An effort's distance as reports label it (`400m`, `mile`), plain metres for one not standard.
    static func effortLabel(_ metres: Double) -> String {
        if let standard = RecordDistance.standard(metres: metres) { return standard.label }
        return metres.isFinite && abs(metres) < 1e12 ? "\(Int64(metres.rounded()))m" : "effort"
    }
}
