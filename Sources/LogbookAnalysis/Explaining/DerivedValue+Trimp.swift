import LogbookModel

extension DerivedValue {
    /// The zones and TRIMP: Banister's impulse over the believed heart rate (`BanisterTRIMP`),
    /// with the profile's maximum and resting rate on the run's date (else the sustained-peak
    /// estimate and 60 bpm); a run whose believed readings cover less than half its time (or
    /// a minute) is estimated from its pace, else has none (`RunLoad`). Computed on read.
    public static let trimp = DerivedValue(
        name: "trimp", inputs: ["run_heart_rates", "the profile's max_hr, resting_hr and sex", "the year's runs"],
        storedIn: ["computed on read from run_heart_rates"], computed: [.importing, .rebuild, .trim, .migration], reads: [.load]
    ) { stored in
        guard let load = stored.load else {
            return Explanation(name: "trimp", value: .number(nil), source: nil, rule: notRead)
        }
        let rule: String
        switch (load.source, load.maxHR) {
        case (.heartRate?, _): rule = "banister"
        case (.estimated?, _): rule = "estimated_from_pace"
        case (nil, nil): rule = "no_max_hr"
        case (nil, _?): rule = "too_little_heart_rate"
        }
        var read = [
            ExplainedReading("max_hr_used", .number(load.maxHR)),
            ExplainedReading("max_hr_source", .word(load.maxHR == nil ? nil : load.maxEstimated ? "estimated" : "profile")),
            ExplainedReading("resting_hr_used", .number(load.restingHR)),
            ExplainedReading("minimum_share", .number(RunLoad.minimumShare)),
        ]
        for (zone, seconds) in (load.zones?.seconds ?? []).enumerated() {
            read.append(ExplainedReading("zone_\(zone)_s", .number(seconds)))
        }
        return Explanation(name: "trimp", value: .number(load.trimp), source: load.source?.rawValue, rule: rule, read: read)
    }
}
