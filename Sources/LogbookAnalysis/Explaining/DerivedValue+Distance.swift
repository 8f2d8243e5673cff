import LogbookModel

extension DerivedValue {
    /// The distance and its source: the device's total or the track's (`DistanceChoice.decide`).
    public static let distance = DerivedValue(
        name: "distance_m", inputs: ["device_distance_m", "gps_distance_m", "--distance-source"],
        storedIn: ["runs.distance_m", "runs.distance_source", "runs.rulings"],
        computed: [.importing, .rebuild, .trim, .migration]
    ) { run in
        let ruling = run.rulings.distance
        var alternatives: [ExplainedAlternative] = []
        let rule = ruling?.rawValue ?? Explanation.unknownRule
        if run.distanceSource != .gps, let gps = run.gpsDistance {
            alternatives.append(ExplainedAlternative(source: DistanceSource.gps.rawValue, value: .number(gps), rule: rule))
        }
        if run.distanceSource != .device, let device = run.device.distance {
            alternatives.append(ExplainedAlternative(source: DistanceSource.device.rawValue, value: .number(device), rule: rule))
        }
        var rebuildWould: ExplainedAlternative?
        if let ruling, ruling != .beyondBelief {
            let today = DistanceChoice.decide(
                device: run.device.distance, gps: run.gpsDistance, preferred: ruling.preferred,
                gpsJudges: DistanceChoice.gpsJudgesDevice(sport: run.sport))
            if today.source != run.distanceSource {
                rebuildWould = ExplainedAlternative(
                    source: today.source?.rawValue ?? "none", value: .number(today.distance), rule: today.ruling.rawValue)
            }
        }
        return Explanation(
            name: "distance_m", value: .number(run.distance), source: run.distanceSource?.rawValue, rule: rule,
            read: [
                ExplainedReading("device_distance_m", .number(run.device.distance)),
                ExplainedReading("gps_distance_m", .number(run.gpsDistance)),
            ],
            alternatives: alternatives, rebuildWould: rebuildWould)
    }
}
